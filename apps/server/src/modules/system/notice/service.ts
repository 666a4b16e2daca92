import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Edited, NoticeBody, NoticeFilter, NoticeQuery } from '@freight/domain';
import { sysNotice, sysNoticeRead } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { contains, equals, withinTimes } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';
import { sanitizeHtml } from '../../../platform/sanitize';

export type Notice = typeof sysNotice.$inferSelect;

const matching = (f: NoticeFilter, timeZone: string): SQL | undefined => and(
  contains(sysNotice.noticeTitle, f.noticeTitle), contains(sysNotice.createBy, f.createBy), equals(sysNotice.noticeType, f.noticeType),
  withinTimes(sysNotice.createTime, f, timeZone),
);

export function listNotices(ctx: AppContext, query: NoticeQuery): Promise<Page<Notice>> {
  const where = matching(query, ctx.config.timeZone);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(sysNotice).where(where).orderBy(desc(sysNotice.noticeId)).limit(limit).offset(offset),
    () => ctx.db.$count(sysNotice, where),
  );
}

export async function getNotice(ctx: AppContext, noticeId: number): Promise<Notice> {
  const [notice] = await ctx.db.select().from(sysNotice).where(eq(sysNotice.noticeId, noticeId));
  if (!notice) throw new AppError('http.404', {}, 404);
  return notice;
}

const fields = async (body: NoticeBody) => ({
  noticeTitle: body.noticeTitle,
  noticeType: body.noticeType,
  noticeContent: body.noticeContent ? await sanitizeHtml(body.noticeContent) : null,
  status: body.status ?? '0',
  remark: body.remark ?? null,
});

export async function addNotice(ctx: AppContext, body: NoticeBody, by: string): Promise<void> {
  await ctx.db.insert(sysNotice).values({ ...(await fields(body)), createBy: by });
}

export async function updateNotice(ctx: AppContext, body: Edited<NoticeBody>, by: string): Promise<void> {
  if (!body.noticeId) throw new AppError('http.404', {}, 404);
  await getNotice(ctx, body.noticeId);
  await saveEdit(ctx.db, sysNotice, eq(sysNotice.noticeId, body.noticeId), body.version, { ...(await fields(body)), updateBy: by, updateTime: new Date() });
}

export async function removeNotices(ctx: AppContext, noticeIds: number[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sysNoticeRead).where(inArray(sysNoticeRead.noticeId, noticeIds));
    await tx.delete(sysNotice).where(inArray(sysNotice.noticeId, noticeIds));
  });
}

/** The newest open notices with whether this person has read each, and how many open ones are unread. */
export async function noticeInbox(ctx: AppContext, userId: number, limit = 10) {
  const joined = and(eq(sysNoticeRead.noticeId, sysNotice.noticeId), eq(sysNoticeRead.userId, userId));
  const [rows, [unread]] = await Promise.all([
    ctx.db.select({
      noticeId: sysNotice.noticeId, noticeTitle: sysNotice.noticeTitle, noticeType: sysNotice.noticeType,
      createBy: sysNotice.createBy, createTime: sysNotice.createTime, readTime: sysNoticeRead.readTime,
    }).from(sysNotice).leftJoin(sysNoticeRead, joined).where(eq(sysNotice.status, '0'))
      .orderBy(asc(sysNoticeRead.readTime), desc(sysNotice.noticeId)).limit(limit),
    ctx.db.select({ n: count() }).from(sysNotice).leftJoin(sysNoticeRead, joined)
      .where(and(eq(sysNotice.status, '0'), isNull(sysNoticeRead.noticeId))),
  ]);
  return { rows: rows.map(({ readTime, ...row }) => ({ ...row, read: readTime !== null })), unread: unread?.n ?? 0 };
}

/** An open notice for reading; records that this person has read it. */
export async function readNotice(ctx: AppContext, noticeId: number, userId: number): Promise<Notice> {
  const notice = await getNotice(ctx, noticeId);
  if (notice.status !== '0') throw new AppError('http.404', {}, 404);
  await ctx.db.insert(sysNoticeRead).values({ noticeId, userId }).onConflictDoNothing();
  return notice;
}

import { and, asc, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { Edited, NoticeBody, NoticeFilter, NoticeQuery, NoticeReadersQuery } from '@freight/domain';
import { sysDept, sysNotice, sysNoticeRead, sysUser } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { contains, equals, withinTimes } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';
import { sanitizeHtml } from '../../../platform/sanitize';
import { userScope } from '../user/dataScope';
import type { Caller } from '../user/service';

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

/** Joins each notice to this person's read receipt of it, if any. */
const readBy = (userId: number) => and(eq(sysNoticeRead.noticeId, sysNotice.noticeId), eq(sysNoticeRead.userId, userId));

/** The newest open notices with whether this person has read each, and how many open ones are unread. */
export async function noticeInbox(ctx: AppContext, userId: number, limit = 10) {
  const joined = readBy(userId);
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

/** An open notice for reading (a closed one is not found); the route records the read receipt through its command. */
export async function openNotice(ctx: AppContext, noticeId: number): Promise<Notice> {
  const notice = await getNotice(ctx, noticeId);
  if (notice.status !== '0') throw new AppError('http.404', {}, 404);
  return notice;
}

/**
 * RuoYi's navbar bell (listTop): the newest open notices, each with whether this person has read it (`isRead`), and
 * how many of those shown are unread — the count the bell's "mark all read" clears.
 */
export async function latestNotices(ctx: AppContext, userId: number, limit = 5) {
  const rows = await ctx.db.select({
    noticeId: sysNotice.noticeId, noticeTitle: sysNotice.noticeTitle, noticeType: sysNotice.noticeType, status: sysNotice.status,
    createBy: sysNotice.createBy, createTime: sysNotice.createTime, readTime: sysNoticeRead.readTime,
  }).from(sysNotice).leftJoin(sysNoticeRead, readBy(userId)).where(eq(sysNotice.status, '0')).orderBy(desc(sysNotice.noticeId)).limit(limit);
  const notices = rows.map(({ readTime, ...notice }) => ({ ...notice, isRead: readTime !== null }));
  return { data: notices, unreadCount: notices.filter((n) => !n.isRead).length };
}

/** Records that this person has read these notices; only open notices can be read, other ids are passed over. */
export async function markNoticesRead(ctx: AppContext, noticeIds: number[], userId: number): Promise<void> {
  const open = await ctx.db.select({ noticeId: sysNotice.noticeId }).from(sysNotice)
    .where(and(inArray(sysNotice.noticeId, noticeIds), eq(sysNotice.status, '0')));
  if (open.length) await ctx.db.insert(sysNoticeRead).values(open.map(({ noticeId }) => ({ noticeId, userId }))).onConflictDoNothing();
}

/** Who has read a notice, latest reader first: only the users the caller's data scope shows, searched by account or nickname. */
export async function noticeReaders(ctx: AppContext, query: NoticeReadersQuery, caller: Caller) {
  const where = and(
    eq(sysNoticeRead.noticeId, query.noticeId), eq(sysUser.delFlag, '0'),
    or(contains(sysUser.userName, query.searchValue), contains(sysUser.nickName, query.searchValue)),
    await userScope(ctx.db, caller),
  );
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select({
      userId: sysUser.userId, userName: sysUser.userName, nickName: sysUser.nickName, deptName: sysDept.deptName,
      phonenumber: sysUser.phonenumber, readTime: sysNoticeRead.readTime,
    }).from(sysNoticeRead).innerJoin(sysUser, eq(sysUser.userId, sysNoticeRead.userId)).leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(where).orderBy(desc(sysNoticeRead.readTime), asc(sysUser.userId)).limit(limit).offset(offset),
    async () => (await ctx.db.select({ n: count() }).from(sysNoticeRead).innerJoin(sysUser, eq(sysUser.userId, sysNoticeRead.userId)).where(where))[0]?.n ?? 0,
  );
}

import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { MailLogQuery } from '@freight/domain';
import { mailOutbox } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { contains, equals, withinTimes } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

/** A mail as the log lists it: everything but its two bodies. */
const listed = {
  mailId: mailOutbox.mailId, recipient: mailOutbox.recipient, language: mailOutbox.language, subject: mailOutbox.subject,
  topic: mailOutbox.topic, reference: mailOutbox.reference, status: mailOutbox.status, attempts: mailOutbox.attempts,
  nextAttemptAt: mailOutbox.nextAttemptAt, lastError: mailOutbox.lastError, sentAt: mailOutbox.sentAt, createTime: mailOutbox.createTime,
};
export type ListedMail = { [K in keyof typeof listed]: (typeof mailOutbox.$inferSelect)[K] };

const matching = (q: MailLogQuery, timeZone: string): SQL | undefined => and(
  contains(mailOutbox.recipient, q.recipient), contains(mailOutbox.reference, q.reference), equals(mailOutbox.topic, q.topic),
  equals(mailOutbox.status, q.status), withinTimes(mailOutbox.createTime, q, timeZone),
);

/** Newest first. */
export function listMails(ctx: AppContext, query: MailLogQuery): Promise<Page<ListedMail>> {
  const where = matching(query, ctx.config.timeZone);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select(listed).from(mailOutbox).where(where).orderBy(desc(mailOutbox.createTime), desc(mailOutbox.mailId)).limit(limit).offset(offset),
    () => ctx.db.$count(mailOutbox, where),
  );
}

/** One mail with its plain-text and HTML bodies. */
export async function readMail(ctx: AppContext, mailId: number) {
  const [mail] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.mailId, mailId));
  return mail ?? null;
}

import { and, eq, inArray, lte, or, isNull, lt, sql } from 'drizzle-orm';
import { mailRetryDelaySeconds, maxMailAttempts, type Language } from '@freight/domain';
import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { headerText, isMailAddress } from './escape';

/** A mail as a change writes it: to whom, in which language, what it says (plain text and HTML) and what it is about. */
export interface OutgoingMail {
  recipient: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
  topic: string;
  /** The record it names (an inquiry number), for the mail log's filter. */
  reference?: string;
  /** Set for a mail that must go out once only: a second one with the same key is not written. */
  onceKey?: string;
}

/**
 * Writes a mail into the outbox with `db` (pass the transaction of the change that causes it, so the mail exists
 * exactly when the change does). A recipient that is no plain mail address is skipped: it could not be delivered,
 * and its text must not reach a header. Answers whether the mail was written.
 */
export async function enqueueMail(db: Db | Tx, mail: OutgoingMail): Promise<boolean> {
  const recipient = mail.recipient.trim();
  if (!isMailAddress(recipient)) return false;
  const written = await db.insert(mailOutbox).values({
    recipient, language: mail.language, subject: headerText(mail.subject), text: mail.text, html: mail.html,
    topic: mail.topic, reference: mail.reference ?? '', onceKey: mail.onceKey ?? null,
  }).onConflictDoNothing().returning({ mailId: mailOutbox.mailId });
  return written.length > 0;
}

/** How long one instance holds the mails it took: another takes them over after that (the sender died while sending). */
const holdSeconds = 120;

/**
 * Takes up to `limit` mails that are due at `now` and held by nobody, for this instance alone: rows another
 * instance is taking at the same moment are skipped (`for update skip locked`), so each mail is sent once.
 */
export async function takeDueMails(db: Db, now: Date, limit: number) {
  const due = db.select({ mailId: mailOutbox.mailId }).from(mailOutbox)
    .where(and(
      inArray(mailOutbox.status, ['pending', 'retrying']),
      lte(mailOutbox.nextAttemptAt, now),
      or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
    ))
    .orderBy(mailOutbox.nextAttemptAt).limit(limit).for('update', { skipLocked: true });
  return db.update(mailOutbox).set({ lockedUntil: new Date(now.getTime() + holdSeconds * 1000) })
    .where(inArray(mailOutbox.mailId, due)).returning();
}

export type TakenMail = Awaited<ReturnType<typeof takeDueMails>>[number];

/** Records one attempt: sent, or refused with why (retried later with growing pauses, failed after the last attempt). */
export async function recordAttempt(db: Db, mail: TakenMail, now: Date, error?: string): Promise<void> {
  const attempts = mail.attempts + 1;
  const outcome = error === undefined
    ? { status: 'sent' as const, sentAt: now, lastError: null }
    : attempts >= maxMailAttempts
      ? { status: 'failed' as const, lastError: error.slice(0, 1000) }
      : { status: 'retrying' as const, lastError: error.slice(0, 1000), nextAttemptAt: new Date(now.getTime() + mailRetryDelaySeconds(attempts) * 1000) };
  await db.update(mailOutbox).set({ ...outcome, attempts, lockedUntil: null }).where(eq(mailOutbox.mailId, mail.mailId));
}

/** Sends mails again from the start (the mail log's resend): due at once, with all their attempts ahead. */
export async function resendMails(db: Db, mailIds: readonly number[]): Promise<number> {
  const again = await db.update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(inArray(mailOutbox.mailId, [...mailIds])).returning({ mailId: mailOutbox.mailId });
  return again.length;
}

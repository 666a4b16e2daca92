import { randomUUID } from 'node:crypto';
import { and, eq, inArray, lte, or, isNull, lt, sql } from 'drizzle-orm';
import { mailAddressFault, mailRetryDelaySeconds, maxMailAttempts, type Language } from '@freight/domain';
import type { Db, Tx } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { headerText } from './escape';

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

/** Why the outbox refuses to send to `recipient`, as the mail log shows it; undefined when it may be sent to. */
export const refusedRecipient = (recipient: string): string | undefined => {
  const fault = mailAddressFault(recipient);
  return fault && `not sent: ${fault}`;
};

/**
 * Writes a mail into the outbox with `db` (pass the transaction of the change that causes it, so the mail exists
 * exactly when the change does). A recipient no mailer can send to (saved before addresses were checked) is
 * written as failed with why, so the mail log shows the mail instead of it going missing; the stored recipient
 * is flattened to one line, as it is shown and never sent. Answers whether the mail was written.
 */
export async function enqueueMail(db: Db | Tx, mail: OutgoingMail): Promise<boolean> {
  const recipient = mail.recipient.trim();
  const refused = refusedRecipient(recipient);
  const written = await db.insert(mailOutbox).values({
    recipient: headerText(recipient, 254), language: mail.language, subject: headerText(mail.subject), text: mail.text, html: mail.html,
    topic: mail.topic, reference: mail.reference ?? '', onceKey: mail.onceKey ?? null,
    ...(refused === undefined ? {} : { status: 'failed' as const, lastError: refused }),
  }).onConflictDoNothing().returning({ mailId: mailOutbox.mailId });
  return written.length > 0;
}

/** How long one instance holds the mails it took: another takes them over after that (the sender died while sending). */
const holdSeconds = 120;

/**
 * Takes up to `limit` mails that are due at `now` and held by nobody, for this instance alone: rows another
 * instance is taking at the same moment are skipped (`for update skip locked`), so each mail is sent once. Each
 * take draws a new claim, which fences the recording of its attempt.
 */
export async function takeDueMails(db: Db, now: Date, limit: number) {
  const due = db.select({ mailId: mailOutbox.mailId }).from(mailOutbox)
    .where(and(
      inArray(mailOutbox.status, ['pending', 'retrying']),
      lte(mailOutbox.nextAttemptAt, now),
      or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
    ))
    .orderBy(mailOutbox.nextAttemptAt).limit(limit).for('update', { skipLocked: true });
  return db.update(mailOutbox).set({ lockedUntil: new Date(now.getTime() + holdSeconds * 1000), claim: randomUUID() })
    .where(inArray(mailOutbox.mailId, due)).returning();
}

export type TakenMail = Awaited<ReturnType<typeof takeDueMails>>[number];

/**
 * Records one attempt: sent, or refused with why (retried later with growing pauses, failed after the last attempt
 * or at once when `final`). Only while the take still holds the mail: after its hold ran out another instance may
 * have taken and sent it, and a late failure must not overwrite that. Answers whether it was recorded.
 */
export async function recordAttempt(db: Db, mail: TakenMail, now: Date, error?: string, final = false): Promise<boolean> {
  const attempts = mail.attempts + 1;
  const outcome = error === undefined
    ? { status: 'sent' as const, sentAt: now, lastError: null }
    : final || attempts >= maxMailAttempts
      ? { status: 'failed' as const, lastError: error.slice(0, 1000) }
      : { status: 'retrying' as const, lastError: error.slice(0, 1000), nextAttemptAt: new Date(now.getTime() + mailRetryDelaySeconds(attempts) * 1000) };
  const recorded = await db.update(mailOutbox).set({ ...outcome, attempts, lockedUntil: null, claim: null })
    .where(and(eq(mailOutbox.mailId, mail.mailId), eq(mailOutbox.claim, mail.claim!))).returning({ mailId: mailOutbox.mailId });
  return recorded.length > 0;
}

/** Sends mails again from the start (the mail log's resend): due at once, with all their attempts ahead. */
export async function resendMails(db: Db, mailIds: readonly number[]): Promise<number> {
  const again = await db.update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, claim: null, lastError: null })
    .where(inArray(mailOutbox.mailId, [...mailIds])).returning({ mailId: mailOutbox.mailId });
  return again.length;
}

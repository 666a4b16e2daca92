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

/** Statuses a mail is waiting to be sent in: only these may still be retried, failed or cancelled. */
const unsent = ['pending', 'retrying'] as const;

/**
 * Takes up to `limit` mails that are due at `now` and held by nobody, for this instance alone, for `holdSeconds`:
 * rows another instance is taking at the same moment are skipped (`for update skip locked`), so each mail is sent
 * once. A take counts the attempt it starts and draws a new claim, which fences the recording of that attempt. A
 * mail still carrying an earlier take's claim was taken and never recorded: that sender died or hung mid-send, so
 * the mail may have arrived already; the log says so, and the mail goes again with the same Message-ID (`cutOff`).
 */
export async function takeDueMails(db: Db, now: Date, limit: number, holdSeconds: number) {
  return db.transaction(async (tx) => {
    const due = await tx.select({ mailId: mailOutbox.mailId, claim: mailOutbox.claim }).from(mailOutbox)
      .where(and(
        inArray(mailOutbox.status, unsent),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, now)),
      ))
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.mailId).limit(limit).for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const taken = await tx.update(mailOutbox).set({
      lockedUntil: new Date(now.getTime() + holdSeconds * 1000), claim: randomUUID(), attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: sql`case when ${mailOutbox.claim} is null then ${mailOutbox.lastError}
        else 'attempt ' || ${mailOutbox.attempts} || ' did not finish: its sender stopped or hung while sending; sent again with the same Message-ID' end`,
    }).where(inArray(mailOutbox.mailId, due.map((d) => d.mailId))).returning();
    const cutOff = new Set(due.filter((d) => d.claim !== null).map((d) => d.mailId));
    return taken.map((mail) => ({ ...mail, cutOff: cutOff.has(mail.mailId) }));
  });
}

export type TakenMail = Awaited<ReturnType<typeof takeDueMails>>[number];

/**
 * Records the attempt a take started: sent, or refused with why (retried later with growing pauses, failed after the
 * last attempt or at once when `final`). Only while the take still holds the mail: after its hold ran out another
 * instance may have taken and sent it, and a late failure must not overwrite that. A mail cancelled while it was
 * being sent is recorded as sent when it went out (it did), and stays cancelled when it did not. A success keeps the
 * last error, so the log still tells of the attempts before. Answers whether it was recorded.
 */
export async function recordAttempt(db: Db, mail: TakenMail, now: Date, error?: string, final = false): Promise<boolean> {
  const outcome = error === undefined
    ? { status: 'sent' as const, sentAt: now }
    : final || mail.attempts >= maxMailAttempts
      ? { status: 'failed' as const, lastError: error.slice(0, 1000) }
      : { status: 'retrying' as const, lastError: error.slice(0, 1000), nextAttemptAt: new Date(now.getTime() + mailRetryDelaySeconds(mail.attempts) * 1000) };
  const recorded = await db.update(mailOutbox).set({ ...outcome, lockedUntil: null, claim: null })
    .where(and(eq(mailOutbox.mailId, mail.mailId), eq(mailOutbox.claim, mail.claim!), error === undefined ? undefined : inArray(mailOutbox.status, unsent)))
    .returning({ mailId: mailOutbox.mailId });
  return recorded.length > 0;
}

/**
 * Cancels the mails about `reference` on `topics` that are not sent yet, with `why`, in the transaction of the change
 * that makes them wrong (pass its `tx`). Answers how many.
 */
export async function cancelMails(tx: Db | Tx, reference: string, topics: readonly string[], why: string): Promise<number> {
  const cancelled = await tx.update(mailOutbox).set({ status: 'cancelled', lastError: why.slice(0, 1000) })
    .where(and(eq(mailOutbox.reference, reference), inArray(mailOutbox.topic, [...topics]), inArray(mailOutbox.status, unsent)))
    .returning({ mailId: mailOutbox.mailId });
  return cancelled.length;
}

/** Sends mails again from the start (the mail log's resend): due at once, with all their attempts ahead. */
export async function resendMails(db: Db, mailIds: readonly number[]): Promise<number> {
  const again = await db.update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, claim: null, lastError: null })
    .where(inArray(mailOutbox.mailId, [...mailIds])).returning({ mailId: mailOutbox.mailId });
  return again.length;
}

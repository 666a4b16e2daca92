import { z } from 'zod';
import { DateRangeQuery, filterText, IdList, PageQuery } from './list';

/**
 * The mail log (issue 20): every mail the product sends waits in an outbox until the mail worker has handed it to
 * the SMTP server. `pending`: not sent yet (without an SMTP server configured, mails stay so); `retrying`: the
 * server refused or could not be reached, another attempt is due; `sent`; `failed`: every attempt was refused;
 * `cancelled`: what it told no longer holds (a quote's mails not sent yet when the quote was withdrawn).
 */
export const mailStatuses = ['pending', 'retrying', 'sent', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** Attempts before a mail is given up as failed (the last one about a day after the first). */
export const maxMailAttempts = 8;

/** Seconds after failed attempt `attempt` (1 = the first) until the next: 20 s, then five times longer each time, at most six hours. */
export function mailRetryDelaySeconds(attempt: number): number {
  return Math.min(20 * 5 ** Math.max(0, attempt - 1), 6 * 3600);
}

export const MailLogFilter = DateRangeQuery.extend({
  recipient: filterText(254),
  reference: filterText(100),
  topic: filterText(50),
  status: z.enum(mailStatuses).optional(),
});
export const MailLogQuery = PageQuery.extend(MailLogFilter.shape);
export type MailLogQuery = z.infer<typeof MailLogQuery>;

/** Mails to send again (`PUT /monitor/mail/resend/1,2`). */
export const MailIds = IdList;

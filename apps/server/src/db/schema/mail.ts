import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import type { MailStatus } from '@freight/domain';
import { id } from './columns';

/**
 * Every mail the product sends, written in the transaction of the change that causes it and sent afterwards by
 * the mail worker (platform/mail): a crash, a restart or an SMTP outage between the change and the sending
 * loses nothing. Kept as the back office's mail log.
 */
export const mailOutbox = pgTable('mail_outbox', {
  mailId: id(),
  recipient: varchar({ length: 254 }).notNull(),
  /** The recipient's language (zh_CN, en_US, ru_Ru): the mail is written in it. */
  language: varchar({ length: 10 }).notNull(),
  subject: varchar({ length: 300 }).notNull(),
  text: text().notNull(),
  html: text().notNull(),
  /** What the mail is about (quote.sent, quote.expiring, quote.decided ...), and the record it names (an inquiry number). */
  topic: varchar({ length: 50 }).notNull(),
  reference: varchar({ length: 100 }).notNull().default(''),
  /** A mail that must go out once only (a reminder) carries a key; a second one with the same key is not written. */
  onceKey: varchar({ length: 200 }),
  status: varchar({ length: 10 }).$type<MailStatus>().notNull().default('pending'),
  attempts: integer().notNull().default(0),
  nextAttemptAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  /** Taken by one instance until then; another may take it after (the sender died while sending). */
  lockedUntil: timestamp({ withTimezone: true, mode: 'date' }),
  /** Drawn by each take: an attempt is recorded only by the take still holding it, so a late one changes nothing. */
  claim: uuid(),
  /** Drawn with the row: every attempt sends this Message-ID, so mail programs fold a mail that arrives twice. */
  messageKey: uuid().notNull().defaultRandom(),
  lastError: varchar({ length: 1000 }),
  sentAt: timestamp({ withTimezone: true, mode: 'date' }),
  createTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [
  uniqueIndex().on(t.onceKey),
  index().on(t.status, t.nextAttemptAt),
  index().on(t.createTime.desc().nullsFirst()),
  index().on(t.reference),
]);

import { and, eq } from 'drizzle-orm';
import { quoteStep, type QuoteEvent, type QuoteInquiryType, type QuoteStatus } from '@freight/domain';
import type { Tx } from '../../../db/client';
import { fclInquiry, quoteEvent, railLclInquiry, seaInquiry } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';

/** The inquiry tables by the kind the gateway and the desks name. */
export const inquiryTables = { 'sea': seaInquiry, 'rail-lcl': railLclInquiry, 'rail-fcl': fclInquiry } as const;

/** One inquiry, by kind and id; `customerId` narrows it to one customer's own (the portal's isolation). */
export interface InquiryRef {
  type: QuoteInquiryType;
  inquiryId: number;
  customerId?: number;
}

/** What moving a quote did: the inquiry as it was read, and the status it is in now. */
export interface QuoteMove {
  inquiry: { inquiryno: string; customerId: number; userId: number; quotestatus: QuoteStatus; quotevaliduntil: string | null };
  status: QuoteStatus;
  changed: boolean;
}

export interface MoveOptions {
  /** Who: a staff user name, the customer's portal user name, or `job`. */
  by: string;
  today: string;
  /** For a quote: its last valid day and what it offers (kept in the history). */
  validUntil?: string;
  offer?: Record<string, unknown>;
  reason?: string;
}

/**
 * Moves an inquiry's quote by `event` inside `tx`: the row is locked first, so two calls at once (a double click, two
 * tabs, two instances) take turns and the second sees the first's outcome; a repeated decision changes nothing.
 * Every change is written to the quote's history. Refusals throw with the reason in the caller's language; an
 * inquiry that is not there (or not the customer's) is 404.
 */
export async function moveQuote(tx: Tx, ref: InquiryRef, event: QuoteEvent, options: MoveOptions): Promise<QuoteMove> {
  const table = inquiryTables[ref.type];
  const [inquiry] = await tx.select({
    inquiryno: table.inquiryno, customerId: table.customerId, userId: table.userId, quotestatus: table.quotestatus, quotevaliduntil: table.quotevaliduntil,
  }).from(table)
    .where(and(eq(table.inquiryId, ref.inquiryId), ref.customerId === undefined ? undefined : eq(table.customerId, ref.customerId)))
    .for('update');
  if (!inquiry) throw new AppError('http.404', {}, 404);
  const step = quoteStep({ status: inquiry.quotestatus, validUntil: inquiry.quotevaliduntil }, event, options.today);
  if (!step.ok) throw new AppError(step.reason, {}, 400);
  if (!step.changed) return { inquiry, status: step.status, changed: false };
  const decided = event === 'accept' || event === 'decline';
  await tx.update(table).set({
    quotestatus: step.status,
    ...(event === 'quote' ? { quotevaliduntil: options.validUntil, decidedAt: null, decisionreason: '' } : {}),
    ...(decided ? { decidedAt: new Date(), decisionreason: options.reason ?? '' } : {}),
  }).where(eq(table.inquiryId, ref.inquiryId));
  await tx.insert(quoteEvent).values({
    inquiryType: ref.type, inquiryId: ref.inquiryId, event, status: step.status, byName: options.by.slice(0, 64),
    reason: options.reason ?? '', quote: event === 'quote' ? { ...options.offer, validUntil: options.validUntil } : null,
  });
  return { inquiry, status: step.status, changed: true };
}

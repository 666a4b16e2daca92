import { and, eq } from 'drizzle-orm';
import { quoteStep, type QuoteEvent, type QuoteInquiryType, type QuoteStatus } from '@freight/domain';
import type { Tx } from '../../../db/client';
import { fclInquiry, quoteEvent, railLclInquiry, seaInquiry } from '../../../db/schema/index';
import { AppError, notFound } from '../../../platform/errors';

/** The inquiry tables by the kind the gateway and the desks name. */
export const inquiryTables = { 'sea': seaInquiry, 'rail-lcl': railLclInquiry, 'rail-fcl': fclInquiry } as const;

/** One inquiry, by kind and id; `customerId` narrows it to one customer's own (the portal's isolation). */
export interface InquiryRef {
  type: QuoteInquiryType;
  inquiryId: number;
  customerId?: number;
  /** The version of the inquiry the caller was shown: a step that would change a quote moved since is refused (409). */
  version?: number;
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

/** A quote step worked out under the row lock: what moving it does, and the columns that say so. */
export interface QuoteStepPlan extends QuoteMove {
  set: Partial<{ quotestatus: QuoteStatus; quotevaliduntil: string | undefined; decidedAt: Date | null; decisionreason: string }>;
}

/**
 * Works out `event` on an inquiry's quote inside `tx`, with the row locked first, so two calls at once (a double click,
 * two tabs, two instances) take turns and the second sees the first's outcome. Writes nothing: the caller saves `set`
 * (with its own columns, in one update) and then `recordQuoteStep`. Refusals throw with the reason in the caller's
 * language; an inquiry that is not there (or not the customer's) is 404.
 */
export async function planQuoteStep(tx: Tx, ref: InquiryRef, event: QuoteEvent, options: MoveOptions): Promise<QuoteStepPlan> {
  const table = inquiryTables[ref.type];
  const [inquiry] = await tx.select({
    inquiryno: table.inquiryno, customerId: table.customerId, userId: table.userId, quotestatus: table.quotestatus, quotevaliduntil: table.quotevaliduntil,
    version: table.version,
  }).from(table)
    .where(and(eq(table.inquiryId, ref.inquiryId), ref.customerId === undefined ? undefined : eq(table.customerId, ref.customerId)))
    .for('update');
  if (!inquiry) throw notFound();
  const step = quoteStep({ status: inquiry.quotestatus, validUntil: inquiry.quotevaliduntil }, event, options.today);
  if (!step.ok) throw new AppError(step.reason, {}, 400);
  if (step.changed && ref.version !== undefined && ref.version !== inquiry.version) throw new AppError('quote.changed', {}, 409);
  const decided = event === 'accept' || event === 'decline';
  return {
    inquiry, status: step.status, changed: step.changed,
    set: !step.changed ? {} : {
      quotestatus: step.status,
      ...(event === 'quote' ? { quotevaliduntil: options.validUntil, decidedAt: null, decisionreason: '' } : {}),
      ...(decided ? { decidedAt: new Date(), decisionreason: options.reason ?? '' } : {}),
    },
  };
}

/** Writes a step that changed the quote into its history. */
export async function recordQuoteStep(tx: Tx, ref: InquiryRef, event: QuoteEvent, plan: QuoteStepPlan, options: MoveOptions): Promise<void> {
  if (!plan.changed) return;
  await tx.insert(quoteEvent).values({
    inquiryType: ref.type, inquiryId: ref.inquiryId, event, status: plan.status, byName: options.by.slice(0, 64),
    reason: options.reason ?? '', quote: event === 'quote' ? { ...options.offer, validUntil: options.validUntil } : null,
  });
}

/** Moves an inquiry's quote by `event` inside `tx` (planQuoteStep, its columns saved, recordQuoteStep); a repeated decision changes nothing. */
export async function moveQuote(tx: Tx, ref: InquiryRef, event: QuoteEvent, options: MoveOptions): Promise<QuoteMove> {
  const plan = await planQuoteStep(tx, ref, event, options);
  if (plan.changed) {
    const table = inquiryTables[ref.type];
    await tx.update(table).set(plan.set).where(eq(table.inquiryId, ref.inquiryId));
    await recordQuoteStep(tx, ref, event, plan, options);
  }
  return { inquiry: plan.inquiry, status: plan.status, changed: plan.changed };
}

import { and, asc, eq } from 'drizzle-orm';
import { todayUtc, type QuoteDecision, type QuoteInquiryType } from '@freight/domain';
import type { Db, Tx } from '../../../db/client';
import { customer, quoteEvent, seaInquiry } from '../../../db/schema/index';
import type { CustomerActor } from '../../../platform/commands/customerCommand';
import type { AppContext } from '../../../platform/context';
import { inquiryTables, moveQuote, type MoveOptions, type QuoteMove } from './life';
import { mailDesk, mailQuoteEnded } from './mails';

/** The desks' modes by the kind of inquiry they list. */
export const deskModes = { rail: 'rail-lcl', fcl: 'rail-fcl', sea: 'sea' } as const satisfies Record<string, QuoteInquiryType>;

/** The route mails name: loading and destination codes. */
export async function routeOf(db: Db | Tx, type: QuoteInquiryType, inquiryId: number): Promise<string> {
  const table = type === 'sea' ? { from: seaInquiry.portofloadingcode, to: seaInquiry.placeofdeliverycode, id: seaInquiry.inquiryId, t: seaInquiry }
    : { from: inquiryTables[type].portofloadingcode, to: inquiryTables[type].finaldestinationcode, id: inquiryTables[type].inquiryId, t: inquiryTables[type] };
  const [row] = await db.select({ from: table.from, to: table.to }).from(table.t).where(eq(table.id, inquiryId));
  return row ? `${row.from} → ${row.to}` : '';
}

/** Who quoted an inquiry, for the desk's mail: the staff user and the address the quote named. */
async function quoterOf(tx: Tx, type: QuoteInquiryType, inquiryId: number): Promise<{ userId: number | null; address: string }> {
  const table = inquiryTables[type];
  const [row] = await tx.select({ userId: table.quotationuserid, address: table.quotermail }).from(table).where(eq(table.inquiryId, inquiryId));
  return { userId: row?.userId ?? null, address: row?.address ?? '' };
}

/** The mail that tells the customer how their quote ended. */
const endings = { withdraw: 'withdrawn', expire: 'expired' } as const;

/**
 * Ends an open quote: staff withdraw it, or the expiry job expires it past its validity. The customer can no longer
 * accept it and is told so, in the same transaction.
 */
export async function endQuote(ctx: AppContext, type: QuoteInquiryType, inquiryId: number, event: keyof typeof endings, options: Pick<MoveOptions, 'by' | 'today' | 'reason'>): Promise<QuoteMove> {
  return ctx.db.transaction(async (tx) => {
    const moved = await moveQuote(tx, { type, inquiryId }, event, options);
    if (moved.changed) await mailQuoteEnded(tx, ctx, endings[event], { type, inquiryId, inquiryno: moved.inquiry.inquiryno }, options.reason);
    return moved;
  });
}

/** The history of an inquiry's quote, oldest first. */
export function quoteHistory(ctx: AppContext, type: QuoteInquiryType, inquiryId: number) {
  return ctx.db.select().from(quoteEvent).where(and(eq(quoteEvent.inquiryType, type), eq(quoteEvent.inquiryId, inquiryId))).orderBy(asc(quoteEvent.eventId));
}

/**
 * The customer's decision on one of its own quotes: final, and once only (the same decision again changes nothing
 * and tells the desk nothing new). The desk hears of it by mail, written with the decision.
 */
export async function decideQuote(ctx: AppContext, owner: Pick<CustomerActor, 'customerId' | 'userName'>, decision: QuoteDecision): Promise<QuoteMove> {
  const route = await routeOf(ctx.db, decision.inquiryType, decision.inquiryId);
  const [company] = await ctx.db.select({ name: customer.customerLocalName }).from(customer).where(eq(customer.customerId, owner.customerId));
  return ctx.db.transaction(async (tx) => {
    const moved = await moveQuote(tx, { type: decision.inquiryType, inquiryId: decision.inquiryId, customerId: owner.customerId, version: decision.version }, decision.decision,
      { by: owner.userName, today: todayUtc(), reason: decision.reason });
    if (moved.changed) {
      const quoter = await quoterOf(tx, decision.inquiryType, decision.inquiryId);
      await mailDesk(tx, ctx.config.publicUrl, quoter, moved.status === 'accepted' ? 'accepted' : 'declined', {
        type: decision.inquiryType, inquiryId: decision.inquiryId, inquiryno: moved.inquiry.inquiryno, route, customer: company?.name ?? '', reason: decision.reason,
      });
    }
    return moved;
  });
}

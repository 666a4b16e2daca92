import { and, asc, eq, gte, lt, lte } from 'drizzle-orm';
import { addDays, quoteInquiryTypes, type QuoteDecision, type QuoteInquiryType } from '@freight/domain';
import type { Db, Tx } from '../../../db/client';
import { customer, quoteEvent, seaInquiry } from '../../../db/schema/index';
import type { CustomerActor } from '../../../platform/commands/customerCommand';
import type { AppContext } from '../../../platform/context';
import { inSlices } from '../../../platform/excel/import';
import { today } from '../../portal/rates-common/dates';
import { inquiryTables, moveQuote, type QuoteMove } from './life';
import { mailCustomer, mailDesk } from './mails';
import { reminderDays } from './settings';

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

/** Staff withdraw an open quote: the customer can no longer accept it. */
export async function withdrawQuote(ctx: AppContext, type: QuoteInquiryType, inquiryId: number, by: string, reason?: string): Promise<QuoteMove> {
  return ctx.db.transaction((tx) => moveQuote(tx, { type, inquiryId }, 'withdraw', { by, today: today(), reason }));
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
      { by: owner.userName, today: today(), reason: decision.reason });
    if (moved.changed) {
      const quoter = await quoterOf(tx, decision.inquiryType, decision.inquiryId);
      await mailDesk(tx, ctx.config.publicUrl, quoter, moved.status === 'accepted' ? 'accepted' : 'declined', {
        type: decision.inquiryType, inquiryId: decision.inquiryId, inquiryno: moved.inquiry.inquiryno, route, customer: company?.name ?? '', reason: decision.reason,
      });
    }
    return moved;
  });
}

/**
 * The expiry (job task freight.expireQuotes): quotes past their last valid day become expired, each with its history
 * row; customers whose open quote ends within three days are reminded, once per quote and validity. Safe when
 * instances run it at once: the update locks the rows it moves and a second run finds none left; a reminder
 * carries a once-only key.
 */
export async function expireQuotes(ctx: AppContext, day = today()): Promise<string> {
  let expired = 0;
  let reminded = 0;
  for (const type of quoteInquiryTypes) {
    const table = inquiryTables[type];
    // quoteStep's rule for 'expire', for every lapsed quote in one statement.
    await ctx.db.transaction(async (tx) => {
      const moved = await tx.update(table).set({ quotestatus: 'expired' })
        .where(and(eq(table.quotestatus, 'quoted'), lt(table.quotevaliduntil, day))).returning({ inquiryId: table.inquiryId });
      await inSlices(moved, 1000, (slice) => tx.insert(quoteEvent).values(slice.map(({ inquiryId }) => ({ inquiryType: type, inquiryId, event: 'expire' as const, status: 'expired' as const, byName: 'job' }))));
      expired += moved.length;
    });
    const ending = await ctx.db.select({ inquiryId: table.inquiryId, inquiryno: table.inquiryno, userId: table.userId, validUntil: table.quotevaliduntil }).from(table)
      .where(and(eq(table.quotestatus, 'quoted'), gte(table.quotevaliduntil, day), lte(table.quotevaliduntil, addDays(day, reminderDays))));
    for (const quote of ending) {
      const route = await routeOf(ctx.db, type, quote.inquiryId);
      const written = await ctx.db.transaction((tx) => mailCustomer(tx, ctx.config.publicUrl, quote.userId, 'expiring',
        { type, inquiryId: quote.inquiryId, inquiryno: quote.inquiryno, route, validUntil: quote.validUntil }, `quote.expiring:${type}:${quote.inquiryId}:${quote.validUntil}`));
      if (written) reminded++;
    }
  }
  return `expired ${expired}, reminded ${reminded}`;
}

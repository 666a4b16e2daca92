import { and, eq, gte, lt, lte } from 'drizzle-orm';
import { addDays, quoteInquiryTypes, todayUtc } from '@freight/domain';
import type { Actor } from '../../../platform/commands/actor';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { quoteCommands } from './commands';
import { inquiryTables } from './life';
import { mailCustomer } from './mails';
import { reminderDays } from './settings';

/** Who the expiry job acts as: the system, no person and no permissions; the quote's history names it `job`. */
export const expiryJob: Actor = {
  userId: 0, userName: 'job', deptName: '', roles: [], permissions: [],
  request: { method: 'JOB', route: 'freight.expireQuotes()', url: '', ip: '' },
};

/** A quote that moved on after it was found lapsed (accepted meanwhile, or expired by another instance) is passed over. */
function passedOver(error: unknown): undefined {
  if (error instanceof AppError) return undefined;
  throw error;
}

/**
 * The expiry (job task freight.expireQuotes): each quote past its last valid day is expired through the quote's
 * command, as the system, with its history entry and the customer's mail; customers whose open quote ends within
 * three days are reminded, once per quote and validity. Safe when instances run it at once: the command locks the
 * quote, and the second to get it finds it expired and passes it over; a reminder carries a once-only key.
 */
export async function expireQuotes(ctx: AppContext, day = todayUtc()): Promise<string> {
  let expired = 0;
  let reminded = 0;
  for (const type of quoteInquiryTypes) {
    const table = inquiryTables[type];
    const lapsed = await ctx.db.select({ inquiryId: table.inquiryId }).from(table)
      .where(and(eq(table.quotestatus, 'quoted'), lt(table.quotevaliduntil, day)));
    for (const { inquiryId } of lapsed) {
      const moved = await quoteCommands.expire(ctx, expiryJob, type, inquiryId, day).catch(passedOver);
      if (moved?.changed) expired++;
    }
    const ending = await ctx.db.select({ inquiryId: table.inquiryId, validUntil: table.quotevaliduntil }).from(table)
      .where(and(eq(table.quotestatus, 'quoted'), gte(table.quotevaliduntil, day), lte(table.quotevaliduntil, addDays(day, reminderDays))));
    for (const quote of ending) {
      const written = await ctx.db.transaction((tx) => mailCustomer(tx, ctx, 'expiring', { type, inquiryId: quote.inquiryId },
        { onceKey: `quote.expiring:${type}:${quote.inquiryId}:${quote.validUntil}` }));
      if (written) reminded++;
    }
  }
  return `expired ${expired}, reminded ${reminded}`;
}

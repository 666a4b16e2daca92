import { todayUtc, type QuoteDecision, type QuoteInquiryType } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { customerCommand } from '../../../platform/commands/customerCommand';
import { decideQuote, endQuote } from './service';

/**
 * A quote's moves after it was sent, whatever the door: staff withdraw it (with the quoting permission); its customer
 * accepts or declines it, on the company's own inquiries only and at the version they were shown; the expiry job
 * expires it once its last valid day has passed. Each move checks the quote's step rule under its row lock and
 * writes its history entry, by whoever moved it.
 */
export const quoteCommands = {
  withdraw: staffCommand('freight:inquiry:withdraw', (ctx, actor, type: QuoteInquiryType, inquiryId: number, reason?: string) =>
    endQuote(ctx, type, inquiryId, 'withdraw', { by: actor.userName, today: todayUtc(), reason }), 'freight:inquiry:quote'),
  decide: customerCommand('portal:quote:decide', (ctx, actor, decision: QuoteDecision) => decideQuote(ctx, actor, decision)),
  /** Run by the system (expiry.ts), which is no person and holds no permission: none is asked, the rules are the same. */
  expire: staffCommand('freight:quote:expire', (ctx, actor, type: QuoteInquiryType, inquiryId: number, day: string) =>
    endQuote(ctx, type, inquiryId, 'expire', { by: actor.userName, today: day }), null),
};

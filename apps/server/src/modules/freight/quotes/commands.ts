import type { QuoteDecision, QuoteInquiryType } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { customerCommand } from '../../../platform/commands/customerCommand';
import { decideQuote, withdrawQuote } from './service';

/**
 * A quote's moves after it was sent, whatever the door: staff withdraw it (with the quoting permission); its customer
 * accepts or declines it, on the company's own inquiries only and at the version they were shown.
 */
export const quoteCommands = {
  withdraw: staffCommand('freight:inquiry:withdraw', (ctx, actor, type: QuoteInquiryType, inquiryId: number, reason?: string) =>
    withdrawQuote(ctx, type, inquiryId, actor.userName, reason), 'freight:inquiry:quote'),
  decide: customerCommand('portal:quote:decide', (ctx, actor, decision: QuoteDecision) => decideQuote(ctx, actor, decision)),
};

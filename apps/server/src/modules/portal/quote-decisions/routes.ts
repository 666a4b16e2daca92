import { QuoteDecision } from '@freight/domain';
import { parseCommandData, registerGatewayCommand, type GatewayCommand } from '../../../platform/gateway/index';
import type { RouteModule } from '../../../platform/module';
import { decideQuote } from '../../freight/quotes/service';
import { inquiryOwner } from '../inquiries-common/submission';

/**
 * callYhApi `quotedecision`: a signed-in customer accepts or declines a quote on one of its own inquiries while it is
 * valid. Final and idempotent: the same decision again answers the same outcome; another one is refused.
 */
export const quotedecision: GatewayCommand = {
  customerOnly: true,
  handler: async (ctx, _req, call) => {
    const decision = parseCommandData(QuoteDecision, call.content.data);
    const moved = await decideQuote(ctx, { customerId: inquiryOwner(call.session).customerId, by: call.session.usercode }, decision);
    return { inquiryType: decision.inquiryType, inquiryId: decision.inquiryId, quotestatus: moved.status, quotevaliduntil: moved.inquiry.quotevaliduntil };
  },
};

export const quoteDecisionRoutes: RouteModule = () => async () => {
  registerGatewayCommand('quotedecision', quotedecision);
};

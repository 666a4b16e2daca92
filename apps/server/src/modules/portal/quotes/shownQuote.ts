import type { FastifyRequest } from 'fastify';
import type { QuoteDecision } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { VerifiedCall } from '../../../platform/gateway/index';
import { inquiryOwner } from '../inquiries-common/submission';
import { railQuotation } from '../rail-inquiries/quotation';
import { replyContext } from '../rates-common/index';
import { seaQuotation } from '../sea-inquiries/service';

/** The caller's quote as its quote page reads it now (prices, validity, version), for any kind of inquiry. */
export async function shownQuote(ctx: AppContext, req: FastifyRequest, call: VerifiedCall, { inquiryType, inquiryId }: Pick<QuoteDecision, 'inquiryType' | 'inquiryId'>) {
  const owner = inquiryOwner(call.session);
  const context = await replyContext(ctx, req, call);
  return inquiryType === 'sea' ? seaQuotation(ctx.db, owner, inquiryId, context) : railQuotation(ctx.db, owner, inquiryType, inquiryId, context);
}

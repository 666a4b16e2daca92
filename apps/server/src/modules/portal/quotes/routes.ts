import { z } from 'zod';
import { QuoteDecision, quoteInquiryTypes } from '@freight/domain';
import { customerActorOf } from '../../../platform/commands/customerCommand';
import { parseCommandData, registerGatewayCommand, type GatewayCommand } from '../../../platform/gateway/index';
import type { RouteModule } from '../../../platform/module';
import { AppError, notFound } from '../../../platform/errors';
import { attachment } from '../../../platform/reply';
import { quoteDocument, quoteDocumentLink, takeQuoteDocumentLink } from '../../freight/quotes/document';
import { quoteCommands } from '../../freight/quotes/commands';
import { inquiryOwner } from '../inquiries-common/submission';
import { shownQuote } from './shownQuote';

/**
 * callYhApi `quotedecision`: a signed-in customer accepts or declines a quote on one of its own inquiries while it is
 * valid. Final and idempotent: the same decision again answers the same outcome; another one is refused. The decision
 * names the version of the quote the customer was shown: when staff re-quoted since, it is code 409 carrying the quote
 * as it is now, so the customer sees the new price before accepting it.
 */
export const quotedecision: GatewayCommand = {
  customerOnly: true,
  handler: async (ctx, req, call) => {
    const decision = parseCommandData(QuoteDecision, call.content.data);
    try {
      const moved = await quoteCommands.decide(ctx, customerActorOf(call.session), decision);
      return { inquiryType: decision.inquiryType, inquiryId: decision.inquiryId, quotestatus: moved.status, quotevaliduntil: moved.inquiry.quotevaliduntil };
    } catch (error) {
      if (error instanceof AppError && error.key === 'quote.changed') throw new AppError(error.key, {}, 409, { data: await shownQuote(ctx, req, call, decision) });
      throw error;
    }
  },
};

const PdfQuery = z.object({ inquiryType: z.enum(quoteInquiryTypes).default('sea'), inquiryId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** callYhApi `quotepdf`: a one-time link (a minute) to the customer's quote as a PDF in the caller's language. */
export const quotepdf: GatewayCommand = {
  customerOnly: true,
  handler: async (ctx, req, call) => {
    const { inquiryType, inquiryId } = parseCommandData(PdfQuery, call.content.data);
    return { url: await quoteDocumentLink(ctx, { type: inquiryType, inquiryId, customerId: inquiryOwner(call.session).customerId, language: req.language }) };
  },
};

/** The customer's quote decisions and its PDF; the link `quotepdf` hands out is fetched here, once. */
export const quoteRoutes: RouteModule = (ctx) => async (app) => {
  registerGatewayCommand('quotedecision', quotedecision);
  registerGatewayCommand('quotepdf', quotepdf);

  app.get('/portal/quotePdf/:token', {
    config: { access: { public: true }, writes: 'session' }, schema: { params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{32}$/) }) },
  }, async (req, reply) => {
    const link = await takeQuoteDocumentLink(ctx, req.params.token);
    if (!link) throw notFound();
    const { filename, doc } = await quoteDocument(ctx, { type: link.type, inquiryId: link.inquiryId }, link);
    return reply.type('application/pdf').header('content-disposition', attachment(filename)).send(doc);
  });
};

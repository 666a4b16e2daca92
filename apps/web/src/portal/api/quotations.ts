import type { InquiryQuoteState, QuoteDecision, QuoteInquiryType, RailQuotation, RailQuoteType } from '@freight/domain';
import { callCommand, type CallOptions } from '../../shared/gateway/client';

export type { RailQuotation };

/** One of the customer's rail inquiries (LCL or full container) with what staff quoted (railquotation); another customer's is a 404. */
export function railQuotation(inquiryType: RailQuoteType, inquiryId: number, options?: CallOptions): Promise<RailQuotation> {
  return callCommand<RailQuotation>('railquotation', { inquiryType, inquiryId }, options);
}

/** The customer accepts or declines a quote of any kind (quotedecision); the same decision again answers the same outcome. */
export function decideQuote(decision: QuoteDecision): Promise<InquiryQuoteState> {
  return callCommand<InquiryQuoteState>('quotedecision', decision);
}

/** A one-time link (a minute) to a quote as a PDF in the reader's language (quotepdf). */
export async function quotePdfLink(inquiryId: number, inquiryType: QuoteInquiryType = 'sea'): Promise<string> {
  return (await callCommand<{ url: string }>('quotepdf', { inquiryType, inquiryId })).url;
}

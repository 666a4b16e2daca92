import type { SeaInquiryCreated, SeaInquiryPayload, SeaQuotation } from '@freight/domain';
import { callCommand, callGateway, type CallOptions } from '../../shared/gateway/client';

export type { SeaQuotation };

/** Sends a sea smart inquiry for one rate (callYhImport); the server writes it once however often it is sent within a second. */
export function sendSeaInquiry(inquiry: SeaInquiryPayload): Promise<SeaInquiryCreated> {
  return callGateway<SeaInquiryCreated>('callYhImport', inquiry);
}

/** One of the customer's sea inquiries with what staff quoted (seaquotation); another customer's is a 404. */
export function seaQuotation(inquiryId: number, options?: CallOptions): Promise<SeaQuotation> {
  return callCommand<SeaQuotation>('seaquotation', { inquiryId }, options);
}

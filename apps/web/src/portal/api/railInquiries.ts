import type { FclQuote, RailFclInquiryPayload, RailLclInquiryPayload, RailLclInquiryResult, TruckRateLookup, TruckRateRow } from '@freight/domain';
import { callGateway } from '../../shared/gateway/client';

/** What inquiryFcl replies: the quote as the server priced it. */
export interface RailFclInquiryResult extends FclQuote {
  inquiryId: number;
  inquiryno: string;
}

/** The pickup rate from a region to a departure station (truckrate); undefined when there is none. */
export async function truckRate(lookup: TruckRateLookup): Promise<TruckRateRow | undefined> {
  const { rows } = await callGateway<{ rows: TruckRateRow[] }>('truckrate', lookup);
  return rows[0];
}

/**
 * Calculates (sendstatus N) or authorizes (Y) a rail LCL inquiry (railwayInquiry); the reply carries the
 * server's reference price. Shows nothing on failure: the dialog says what went wrong.
 */
export function sendRailLclInquiry(inquiry: RailLclInquiryPayload): Promise<RailLclInquiryResult> {
  return callGateway<RailLclInquiryResult>('railwayInquiry', inquiry, { silent: true });
}

/** Sends a rail full-container quote request (inquiryFcl); the server prices it again. */
export function sendRailFclInquiry(inquiry: RailFclInquiryPayload): Promise<RailFclInquiryResult> {
  return callGateway<RailFclInquiryResult>('inquiryFcl', inquiry);
}

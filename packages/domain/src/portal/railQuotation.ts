import { z } from 'zod';
import { numberFromText } from '../validators';
import type { InquiryQuoteState, QuoterNames } from './inquiryLists';

/** The rail inquiry kinds staff quote with one price for the whole inquiry. */
export const railQuoteTypes = ['rail-lcl', 'rail-fcl'] as const;
export type RailQuoteType = (typeof railQuoteTypes)[number];

/** callYhApi `railquotation`: one of the caller's own rail inquiries with its quote. */
export const RailQuotationQuery = z.object({
  inquiryType: z.enum(railQuoteTypes),
  inquiryId: numberFromText(z.number().int().min(1).max(2_147_483_647)),
});
export type RailQuotationQuery = z.input<typeof RailQuotationQuery>;

/** What was asked to be carried: cargo measures (LCL) or containers (full container). */
export type RailQuotationCargo =
  | { kind: 'lcl'; commodity: string; englishcommodity: string; russiancommodity: string; XC__commodity: string; weight: number; measurement: number; chargeablevolume: number }
  | { kind: 'fcl'; coc: number; soc: number; transportmode: string; tradeterm: string };

/** A rail inquiry's quote as staff made it: one price for the whole inquiry; quoted when `quotationuserid` is present. */
export interface RailQuoteFields extends QuoterNames {
  quotationuserid: number | null;
  quotermail: string;
  quotedate: string | null;
  quoteremark: string;
  /** The quoted price of the whole inquiry; null before a quote. */
  quotedprice: number | null;
  quotedcurrency: string;
}

/** A rail inquiry with its quote. XC__ names are in the caller's language. */
export interface RailQuotation extends InquiryQuoteState, RailQuoteFields {
  XC__quotername: string;
  inquiryType: RailQuoteType;
  inquiryId: number;
  inquiryno: string;
  /** The version of the quote as read: accepting sends it back (QuoteDecision). */
  version: number;
  quotationdate: string;
  senddatetime: string;
  portofloadingcode: string;
  finaldestinationcode: string;
  XC__portofloadingcode: string;
  XC__finaldestinationcode: string;
  cargo: RailQuotationCargo;
  /** What the portal calculated when the inquiry was sent. */
  calculatedprice: number;
  calculatedcurrency: string;
  decisionreason: string;
}

/** The cargo in one line, for the page and the PDF alike; `t` reads the portal catalogue in the reader's language. */
export function railCargoText(cargo: RailQuotationCargo, t: (key: string, params?: Record<string, unknown>) => string): string {
  return cargo.kind === 'lcl'
    ? t('railQuote.lclCargo', { commodity: cargo.XC__commodity, weight: cargo.weight, measurement: cargo.measurement, chargeable: cargo.chargeablevolume })
    : t('railQuote.fclCargo', { coc: cargo.coc, soc: cargo.soc, mode: t(`fclQuote.mode.${cargo.transportmode}`), term: cargo.tradeterm });
}

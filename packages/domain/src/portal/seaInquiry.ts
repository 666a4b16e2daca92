import { z } from 'zod';
import { text } from '../text';
import { RateId } from './rates';
import type { SeaContainerType } from './rateValues';
import type { InquiryQuoteState, QuoterNames } from './inquiryLists';

/**
 * The sea smart inquiry (portal.md §3 ocean inquiry, §5 sea FCL inquiry rules) and the quotation a
 * customer reads back. Every rule carries a message key of the server catalogue, so the popup and the
 * server say the same words in each language.
 */

/** The most containers of one type a sea inquiry asks for. */
export const maxSeaContainers = 1000;

/** A container count: a whole number from 0 to the most one inquiry asks for. */
const Quantity = z.int({ error: 'seaInquiry.quantity.invalid' }).min(0, { error: 'seaInquiry.quantity.invalid' })
  .max(maxSeaContainers, { error: 'seaInquiry.quantity.max' });

/** The boxes that count for "at least one type of box"; 40NOR does not (portal.md §5). */
export const inquiredBoxes = ['gp20qty', 'gp40qty', 'hq40qty', 'hq45qty'] as const;

/** POST /yhApi/callYhImport: a sea inquiry for one rate. */
export const SeaInquiryPayload = z.object({
  rateid: RateId,
  inquirer: text(100, { required: 'seaInquiry.inquirer.required', tooLong: 'seaInquiry.inquirer.length' }),
  gp20qty: Quantity,
  gp40qty: Quantity,
  hq40qty: Quantity,
  hq45qty: Quantity,
  nor40qty: Quantity.default(0),
  returnctnaddress: text(200, { tooLong: 'seaInquiry.returnPoint.length' }).default(''),
}).refine((inquiry) => inquiredBoxes.some((box) => inquiry[box] > 0), { error: 'seaInquiry.boxes.required' });
export type SeaInquiryPayload = z.input<typeof SeaInquiryPayload>;

/** What callYhImport replies in content.data. */
export interface SeaInquiryCreated {
  status: 'ok';
  inquiryId: number;
  inquiryno: string;
}

/** callYhApi `seaquotation`: one of the caller's own sea inquiries. */
export const SeaQuotationQuery = z.object({ inquiryId: z.int().min(1) });
export type SeaQuotationQuery = z.input<typeof SeaQuotationQuery>;

/** The container counts of a sea inquiry (portal.md §3). */
export interface SeaContainerCounts {
  gp20qty: number;
  gp40qty: number;
  hq40qty: number;
  hq45qty: number;
  nor40qty: number;
}

/** How staff who quoted a sea inquiry can be reached. */
export interface SeaQuoterContact extends QuoterNames {
  quoterphone: string;
  quoterfax: string;
  quotermail: string;
  quoterqq: string;
}

/** The vessel of a sea inquiry and where its containers go back. */
export interface SeaVoyage {
  carriercode: string;
  vesselname: string;
  voyno: string;
  /** As the customer wrote it, and in English and Russian where staff translated it when quoting. */
  returnctnaddress: string;
  englishreturnctnaddress: string;
  russianreturnctnaddress: string;
}

/** A price staff quoted for one container type. */
export interface SeaQuotationLine {
  containertype: SeaContainerType;
  currencycode: string;
  price: number;
  remark: string;
}

/** A sea inquiry with its quotation; quoted when `quotationuserid` is present (portal.md §2). */
export interface SeaQuotation extends SeaVoyage, SeaContainerCounts, SeaQuoterContact, InquiryQuoteState {
  /** The quoter and the return point in the caller's language. */
  XC__quotername: string;
  XC__returnctnaddress: string;
  inquiryId: number;
  inquiryno: string;
  /** The version of the quote as read: accepting sends it back (QuoteDecision). */
  version: number;
  inquirydate: string;
  etddate: string;
  status: string;
  inquirer: string;
  portofloadingcode: string;
  placeofdeliverycode: string;
  XC__portofloadingcode: string;
  XC__placeofdeliverycode: string;
  carriername: string;
  quotationuserid: number | null;
  quotedate: string | null;
  quoteremark: string;
  lines: SeaQuotationLine[];
}

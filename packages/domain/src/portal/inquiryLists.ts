import { z } from 'zod';
import { text } from '../text';
import type { CurrencyRate } from './currencyConversion';
import { CarrierCode, IsoDate, PortCode } from './rates';
import type { SeaContainerCounts, SeaQuoterContact, SeaVoyage } from './seaInquiry';
import { QuoteStatus } from '../freight/quoteLife';
import { listPageSizes } from './listPages';

/**
 * The customer's three inquiry lists (portal.md §2 "Inquiry lists", docs/api.md "Inquiry calls"):
 * rail LCL (`inquiryList`), full container (`inquiryFclList`) and sea history (callYhApi `inquirylist`).
 * The server checks the filters with these schemas and the list pages send them.
 */

export const inquiryMaxRows = 100;

/** An optional filter; null (a cleared picker) means the same as leaving it out. */
const optional = <S extends z.ZodType>(schema: S) => schema.nullish().transform((value) => value ?? undefined);
/** A text filter matched as "contains"; blank means any. */
const filterText = (max: number) => text(max).nullish().transform((value) => value || undefined);

const paging = {
  /** Zero-based. */
  page: z.int().min(0).max(10_000).default(0),
  maxrows: z.int().min(1).max(inquiryMaxRows).default(listPageSizes[0]),
};

const quotationDates = {
  quotationdatefrom: optional(IsoDate),
  quotationdateto: optional(IsoDate),
};

/** Every list filters by where the inquiry's quote stands. */
const byQuoteStatus = { quotestatus: optional(QuoteStatus) };

/** A range whose end is before its start finds nothing; it is refused, naming the end. */
function datesInOrder(value: { quotationdatefrom?: string; quotationdateto?: string }, ctx: z.RefinementCtx) {
  if (value.quotationdatefrom && value.quotationdateto && value.quotationdateto < value.quotationdatefrom) {
    ctx.addIssue({ code: 'custom', path: ['quotationdateto'], message: 'quotationdateto before quotationdatefrom' });
  }
}

/** `inquiryList`: the caller's rail LCL inquiries. */
export const RailInquiryListQuery = z.object({
  ...paging,
  ...quotationDates,
  ...byQuoteStatus,
  portofloadingcode: optional(PortCode),
  finaldestinationcode: optional(PortCode),
}).superRefine(datesInOrder);
export type RailInquiryListQuery = z.input<typeof RailInquiryListQuery>;

/** `inquiryFclList`: the caller's full-container inquiries; `placeofdeliverycode` is another name of the destination. */
export const FclInquiryListQuery = z.object({
  ...paging,
  ...quotationDates,
  ...byQuoteStatus,
  carriercode: optional(CarrierCode),
  vesselname: filterText(100),
  voyno: filterText(50),
  portofloadingcode: optional(PortCode),
  finaldestinationcode: optional(PortCode),
  placeofdeliverycode: optional(PortCode),
}).superRefine(datesInOrder).transform(({ placeofdeliverycode, ...query }) => ({
  ...query,
  finaldestinationcode: query.finaldestinationcode ?? placeofdeliverycode,
}));
export type FclInquiryListQuery = z.input<typeof FclInquiryListQuery>;

/** callYhApi `inquirylist`: the caller's sea inquiries; the dates bound the inquiry date. */
export const SeaInquiryListQuery = z.object({
  ...paging,
  ...quotationDates,
  ...byQuoteStatus,
  inquirer: filterText(100),
  portofloadingcode: optional(PortCode),
  placeofdeliverycode: optional(PortCode),
  carriercode: optional(CarrierCode),
  vesselname: filterText(100),
  voyno: filterText(50),
}).superRefine(datesInOrder);
export type SeaInquiryListQuery = z.input<typeof SeaInquiryListQuery>;

/** One page of a list, newest first; `hasMore` says whether a next page holds anything. */
export interface InquiryPage<Row> {
  rows: Row[];
  page: number;
  maxrows: number;
  hasMore: boolean;
}

/** 'N' calculated (reference price only), anything else authorized (entrustment sent), portal.md §4. */
export type InquirySendStatus = 'N' | 'Y';
export const inquiryAuthorized = (sendstatus: string) => sendstatus !== 'N';

/** Where an inquiry's quote stands (freight/quoteLife) and its last valid day ('YYYY-MM-DD', null before a quote). */
export interface InquiryQuoteState {
  quotestatus: QuoteStatus;
  quotevaliduntil: string | null;
}

/** Who quoted, as the quote names them, and in English and Russian where staff gave those too. */
export interface QuoterNames {
  quotername: string;
  englishquotername: string;
  russianquotername: string;
}

/** Who asked, when, and the train: the head every rail inquiry row starts with. XC__ names are in the caller's language. */
interface RailInquiryHead extends InquiryQuoteState {
  inquiryId: number;
  inquiryno: string;
  /** Inquiry date, 'YYYY-MM-DD'. */
  quotationdate: string;
  /** The user name of who sent it. */
  createdby: string;
  /** The collection place: where the cargo is picked up (the loading area). */
  portofdistributioncode: string;
  portofloadingcode: string;
  portofdischargecode: string;
  finaldestinationcode: string;
  XC__portofloadingcode: string;
  XC__portofdischargecode: string;
  XC__finaldestinationcode: string;
  /** ETD, 'YYYY-MM-DD'. */
  senddatetime: string;
  /** Cut-offs, ISO timestamps. */
  blclosetime: string;
  closingtime: string;
  voyage: number;
  loadingarea: string;
}

/** portal.md §3 rail inquiry record. */
export interface RailInquiryRow extends RailInquiryHead {
  commodity: string;
  /** The commodity in the caller's language, as written where staff did not translate it. */
  XC__commodity: string;
  /** Packing types comma-joined: 1 pallet, otherwise carton. */
  unitofpackage: string;
  weight: number;
  measurement: number;
  /** In `currencycode`, the sales price's currency. */
  refprice: number;
  currencycode: string;
  /** The exchange-rate records the fees were converted with; empty when none was needed. */
  exchangerates: CurrencyRate[];
  sendstatus: string;
  /** "calculated" or "authorized" in the caller's language. */
  XC__sendstatus: string;
}

/** portal.md §3 full-container inquiry list row. */
export interface FclInquiryRow extends RailInquiryHead {
  dooraddress: string;
  /** The door address in the caller's language, as written where staff did not translate it. */
  XC__dooraddress: string;
  tradeterm: string;
  /** 40HQ COC containers. */
  gp20qty: number;
  /** 40HQ SOC containers. */
  hq40qty: number;
  carriercode: string;
  vesselname: string;
  voyno: string;
  currencycode: string;
  total: number;
}

/** portal.md §3 sea inquiry record; `quoted` when staff have quoted it (quotationuserid present). */
export interface SeaInquiryRow extends SeaVoyage, SeaContainerCounts, SeaQuoterContact, InquiryQuoteState {
  inquiryId: number;
  inquiryno: string;
  inquirer: string;
  /** Inquiry date, 'YYYY-MM-DD'. */
  createddatetime: string;
  portofloadingcode: string;
  placeofdeliverycode: string;
  XC__portofloadingcode: string;
  XC__placeofdeliverycode: string;
  /** The quoter and the return point in the caller's language. */
  XC__quotername: string;
  XC__returnctnaddress: string;
  carrierid: number | null;
  quotationuserid: number | null;
  /** The quotation's date, 'YYYY-MM-DD', or null while unquoted. */
  quotationdate: string | null;
  parentid: number | null;
  quoted: boolean;
}

/**
 * The pager's total when the server does not count (portal.md §9): page × size, plus one when the
 * page is full, so a next page is offered exactly while the last one came back full. `page` is the
 * pager's one-based page (the zero-based request page + 1).
 */
export function estimatedInquiryTotal(page: number, size: number, rowsOnPage: number): number {
  return page * size + (rowsOnPage >= size ? 1 : 0);
}

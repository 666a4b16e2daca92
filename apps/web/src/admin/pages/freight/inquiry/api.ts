import type {
  Edited, HandledBody, InquiryDeskMode, InquiryPricing, QuoteEvent, QuoteStatus, RailQuoteBody, RailQuoteFields as RailQuote, SeaContainerCounts, SeaContainerType, SeaQuoterContact,
  SeaQuoteBody, SeaVoyage,
} from '@freight/domain';
import type { DataReply, Reply, TableReply } from '../../../../shared/request/reply';
import { exportFileName, type ListParams } from '../../../components/list';
import { http } from '../../../request';

/** What every desk row carries. */
export interface DeskRow {
  inquiryId: number;
  inquiryno: string;
  customerId: number;
  customerName: string;
  customerCode: string;
  quotationdate: string;
  portofloadingcode: string;
  createTime: string;
  /** Buy, sell and the rules the customer was quoted with; null for inquiries from before customer pricing. */
  pricing: InquiryPricing | null;
  quotestatus: QuoteStatus;
  /** The quote's last valid day; null before a quote. */
  quotevaliduntil: string | null;
}

/** One step of a quote's history. */
export interface QuoteHistoryEntry {
  eventId: number;
  event: QuoteEvent;
  status: QuoteStatus;
  byName: string;
  reason: string;
  /** What the quote offered: a price per container type (sea), or one price for the whole inquiry (rail). */
  quote: {
    validUntil?: string; quotername?: string; lines?: { containertype: string; currencycode: string; price: number }[];
    quotedcurrency?: string; quotedprice?: number;
  } | null;
  createTime: string;
}

/** A rail inquiry's quote (LCL or full container). `version`: the row as read; a quote is saved only over it. */
export type RailQuoteFields = RailQuote & { version: number };

export interface RailRow extends DeskRow, RailQuoteFields {
  portofdischargecode: string;
  finaldestinationcode: string;
  senddatetime: string;
  loadingarea: string;
  commodity: string;
  englishcommodity: string;
  russiancommodity: string;
  weight: number;
  measurement: number;
  chargeablevolume: number;
  refprice: number;
  currencycode: string;
  sendstatus: 'N' | 'Y';
  handled: boolean;
}

export interface FclRow extends DeskRow, RailQuoteFields {
  finaldestinationcode: string;
  senddatetime: string;
  dooraddress: string;
  englishdooraddress: string;
  russiandooraddress: string;
  transportmode: string;
  tradeterm: string;
  gp20qty: number;
  hq40qty: number;
  carriercode: string;
  vesselname: string;
  total: number;
  currencycode: string;
  handled: boolean;
}

export interface SeaRow extends DeskRow, SeaVoyage, SeaContainerCounts, SeaQuoterContact {
  inquirer: string;
  placeofdeliverycode: string;
  etddate: string;
  quoted: boolean;
  quotedate: string | null;
  quoteremark: string;
}

export interface CargoRow {
  cargoId: number;
  name: string;
  number: number;
  packingType: number;
  weight: number;
  volume: number;
}

export interface ChargeLine {
  lineId: number;
  freightname: string;
  quantity: number;
  unit: string;
  containertype: string;
  currencycode: string;
  price: number;
  amount: number;
}

export interface QuotedLine {
  containertype: SeaContainerType;
  currencycode: string;
  price: number;
}

export type RailDetail = RailRow & { cargo: CargoRow[] };
export type FclDetail = FclRow & { lines: ChargeLine[] };
/** `version`: the inquiry as read; a quote is saved only over it. */
export type SeaDetail = SeaRow & { requested: SeaContainerType[]; lines: QuotedLine[]; version: number };

const base = (mode: InquiryDeskMode) => `/freight/inquiry/${mode}`;
const exportNames = { rail: 'rail_lcl_inquiry', fcl: 'fcl_inquiry', sea: 'sea_inquiry' } as const;

/** The inquiry desk's calls: list, details, export per mode; quote a sea or rail inquiry; mark rail inquiries handled. */
export const deskApi = {
  list: <R extends DeskRow>(mode: InquiryDeskMode) => (params: ListParams) => http.get<TableReply<R>>(`${base(mode)}/list`, { params }),
  detail: async <D>(mode: InquiryDeskMode, inquiryId: number) => (await http.get<DataReply<D>>(`${base(mode)}/${inquiryId}`)).data,
  exportFile: (mode: InquiryDeskMode, params: ListParams) => http.download(`${base(mode)}/export`, params, exportFileName(exportNames[mode])),
  quote: (body: Edited<SeaQuoteBody>) => http.put<Reply>(`${base('sea')}/quote`, body),
  quoteRail: (mode: 'rail' | 'fcl', body: Edited<RailQuoteBody>) => http.put<Reply>(`${base(mode)}/quote`, body),
  markHandled: (mode: 'rail' | 'fcl', body: HandledBody) => http.put<Reply>(`${base(mode)}/handled`, body),
  history: async (mode: InquiryDeskMode, inquiryId: number) => (await http.get<DataReply<QuoteHistoryEntry[]>>(`${base(mode)}/history/${inquiryId}`)).data,
  withdraw: (mode: InquiryDeskMode, inquiryId: number) => http.put<Reply>(`${base(mode)}/withdraw/${inquiryId}`, {}),
  /** The quote as the customer's PDF. */
  pdf: (mode: InquiryDeskMode, row: Pick<DeskRow, 'inquiryId' | 'inquiryno'>) => http.download(`${base(mode)}/pdf/${row.inquiryId}`, {}, `quote_${row.inquiryno}.pdf`),
};

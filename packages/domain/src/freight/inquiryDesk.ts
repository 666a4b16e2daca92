import { z } from 'zod';
import { maxMoney, withinCalendar } from '../bounds';
import { totalsPerCurrency } from '../money';
import { PortCode } from '../portal/rates';
import { seaContainerTypes, type SeaContainerType } from '../portal/rateValues';
import { DateRangeQuery, filterText, listOrder, optionalText, PageQuery, requiredText } from '../system/list';
import { mailAddressText } from '../mailAddress';
import { QuoteStatus } from './quoteLife';

/**
 * The back office's inquiry desk (issue 7): every customer's rail LCL, full-container and sea
 * inquiries, marking rail ones handled, and staff quoting sea ones. The server checks with these
 * schemas and the desk's forms use the same ones.
 */

export const inquiryDeskModes = ['rail', 'fcl', 'sea'] as const;
export type InquiryDeskMode = (typeof inquiryDeskModes)[number];

const emptyAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(emptyAsAbsent, schema.optional());
/** A yes / no filter: '1' yes, '0' no, empty any. */
const yesNo = optional(z.enum(['0', '1']));

/** Columns a desk list can be sorted by; newest first otherwise. */
export const inquiryDeskSortColumns = ['quotationdate', 'inquiryno', 'customerName', 'portofloadingcode', 'destination'] as const;
export type InquiryDeskSortColumn = (typeof inquiryDeskSortColumns)[number];

export const InquiryDeskFilter = z.object({
  /** Customer name or code, contains. */
  customer: filterText(100),
  inquiryno: filterText(30),
  portofloadingcode: optional(PortCode),
  /** Final destination (rail) or place of delivery (sea). */
  destination: optional(PortCode),
  /** Rail LCL: N calculated, Y authorized. */
  sendstatus: optional(z.enum(['N', 'Y'])),
  handled: yesNo,
  quoted: yesNo,
  /** Where the inquiry's quote stands. */
  quotestatus: optional(QuoteStatus),
}).extend(listOrder(inquiryDeskSortColumns).shape).extend(DateRangeQuery.shape);
export type InquiryDeskFilter = z.infer<typeof InquiryDeskFilter>;
export const InquiryDeskQuery = PageQuery.extend(InquiryDeskFilter.shape);
export type InquiryDeskQuery = z.infer<typeof InquiryDeskQuery>;

/** Marking rail inquiries (LCL or full container) handled, or back to open. */
export const HandledBody = z.object({
  inquiryIds: z.array(z.int().positive()).min(1, { error: 'inquiryDesk.select.required' }).max(500),
  handled: z.boolean(),
});
export type HandledBody = z.infer<typeof HandledBody>;

/** The sea inquiry's quantity column of each container type. */
export const seaQuantityColumns = {
  '20GP': 'gp20qty', '40GP': 'gp40qty', '40HC': 'hq40qty', '45HQ': 'hq45qty', '40NOR': 'nor40qty',
} as const satisfies Record<SeaContainerType, string>;
export type SeaQuantities = Record<(typeof seaQuantityColumns)[SeaContainerType], number>;

/** The container types the customer asked for (quantity above 0), in the fixed order. */
export const requestedContainerTypes = (inquiry: SeaQuantities): SeaContainerType[] =>
  seaContainerTypes.filter((type) => inquiry[seaQuantityColumns[type]] > 0);

/** A quoted price fits the money column. */
export const maxQuotedPrice = maxMoney;

const quotedCurrency = z.string({ error: 'inquiryDesk.line.currency' }).trim().toUpperCase().regex(/^[A-Z]{3}$/, { error: 'inquiryDesk.line.currency' });
const quotedPrice = z.number({ error: 'inquiryDesk.line.price' }).min(0, { error: 'inquiryDesk.line.price' }).max(maxQuotedPrice, { error: 'inquiryDesk.line.price' });

export const SeaQuotationLineBody = z.object({
  containertype: z.enum(seaContainerTypes, { error: 'inquiryDesk.line.type' }),
  currencycode: quotedCurrency,
  price: quotedPrice,
});
export type SeaQuotationLineBody = z.infer<typeof SeaQuotationLineBody>;

/** What every quote names: the inquiry, who quotes and how to mail them, the date and a remark. */
const quoterFields = {
  inquiryId: z.int().positive(),
  quotername: requiredText(64, 'inquiryDesk.quoter.required', 'inquiryDesk.quoter.length'),
  englishquotername: optionalText(64, 'inquiryDesk.quoter.length'),
  russianquotername: optionalText(64, 'inquiryDesk.quoter.length'),
  quotermail: mailAddressText(100, { error: 'inquiryDesk.mail.invalid', tooLong: 'inquiryDesk.mail.invalid' }).nullish(),
  quotedate: z.iso.date({ error: 'inquiryDesk.quotedate.required' }).refine(withinCalendar, { error: 'freight.date.range' }),
  quoteremark: optionalText(500, 'field.remark.length'),
};

/** The quote dialog: who quotes and how to reach them, the date, a remark, and one price per requested type. */
export const SeaQuoteBody = z.object({
  ...quoterFields,
  quoterphone: optionalText(40, 'inquiryDesk.phone.length'),
  quoterfax: optionalText(40, 'inquiryDesk.fax.length'),
  quoterqq: z.string().trim().regex(/^(\d{5,12})?$/, { error: 'inquiryDesk.qq.invalid' }).nullish(),
  /** The customer's return point in English and Russian. */
  englishreturnctnaddress: optionalText(200, 'seaInquiry.returnPoint.length'),
  russianreturnctnaddress: optionalText(200, 'seaInquiry.returnPoint.length'),
  lines: z.array(SeaQuotationLineBody, { error: 'inquiryDesk.lines.required' }).min(1, { error: 'inquiryDesk.lines.required' })
    .max(seaContainerTypes.length, { error: 'inquiryDesk.lines.duplicate' })
    .refine((lines) => new Set(lines.map((l) => l.containertype)).size === lines.length, { error: 'inquiryDesk.lines.duplicate' }),
});
export type SeaQuoteBody = z.infer<typeof SeaQuoteBody>;

/**
 * A rail quote (LCL or full container): the quoter and one price for the whole inquiry, in one currency, and the
 * customer's own words in English and Russian: an LCL inquiry's commodity, a full-container inquiry's door address.
 */
export const RailQuoteBody = z.object({
  ...quoterFields, quotedcurrency: quotedCurrency, quotedprice: quotedPrice,
  englishcommodity: optionalText(1000, 'inquiryDesk.commodity.length'),
  russiancommodity: optionalText(1000, 'inquiryDesk.commodity.length'),
  englishdooraddress: optionalText(300, 'railFcl.dooraddress.length'),
  russiandooraddress: optionalText(300, 'railFcl.dooraddress.length'),
});
export type RailQuoteBody = z.infer<typeof RailQuoteBody>;

/** A quote must price exactly the types the customer asked for: the message key of the first mismatch, if any. */
export function quoteLinesMismatch(requested: readonly SeaContainerType[], lines: readonly Pick<SeaQuotationLineBody, 'containertype'>[]) {
  const quoted = new Set(lines.map((l) => l.containertype));
  if (requested.some((type) => !quoted.has(type))) return 'inquiryDesk.lines.missing' as const;
  if (lines.some((l) => !requested.includes(l.containertype))) return 'inquiryDesk.lines.notRequested' as const;
  return undefined;
}

/** "2×20GP, 1×40HC": the containers a sea inquiry asks for. */
export const seaContainersText = (inquiry: SeaQuantities) =>
  requestedContainerTypes(inquiry).map((type) => `${inquiry[seaQuantityColumns[type]]}×${type}`).join(', ');

/** What a sea quote costs for the containers asked: the total per currency, in the order the lines name them. */
export const seaQuoteTotals = (inquiry: SeaQuantities, lines: readonly SeaQuotationLineBody[]) =>
  totalsPerCurrency(lines.map((line) => ({ currencycode: line.currencycode, amount: line.price * inquiry[seaQuantityColumns[line.containertype]] })));

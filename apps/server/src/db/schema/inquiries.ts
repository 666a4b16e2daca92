import { bigint, boolean, char, date, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CurrencyRate, InquiryPricing, QuoteEvent, QuoteInquiryType, QuoteStatus, SeaContainerType } from '@freight/domain';
import { changeColumns, id, ref, statusColumn } from './columns';

const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
const measure = () => numeric({ precision: 12, scale: 3, mode: 'number' });

/*
 * Descending indexes say NULLS FIRST, as `order by … desc` means it: an index that differs in nulls
 * order is not used to read a list in order.
 */

/**
 * Columns every customer inquiry carries: whose it is, its number, and the digest that lets the
 * server fold the same payload posted twice within a second into one inquiry.
 */
const inquiryColumns = () => ({
  /** Q + YYYYMMDDHHmmss (sea) or QRT + ... (rail), portal.md §3 new inquiry record. */
  inquiryno: varchar({ length: 30 }).notNull(),
  customerId: ref().notNull(),
  /** The portal user (sys_user id) who sent it. */
  userId: ref().notNull(),
  /** SHA-256 of user, kind and payload. */
  submissionKey: char({ length: 64 }).notNull(),
  quotationdate: date({ mode: 'string' }).notNull(),
  /** Buy and sell per unit and the markup rules (id, version) the customer was quoted with; null before customer pricing. */
  pricing: jsonb().$type<InquiryPricing>(),
  /** Where the inquiry's quote stands (domain quoteLife): pending until staff quote it. */
  quotestatus: varchar({ length: 10 }).$type<QuoteStatus>().notNull().default('pending'),
  /** The last day the quote can be accepted (China time); set with each quote. */
  quotevaliduntil: date({ mode: 'string' }),
  /** When the customer accepted or declined the quote, and the reason a decline may give. */
  decidedAt: timestamp({ withTimezone: true, mode: 'date' }),
  decisionreason: varchar({ length: 500 }).notNull().default(''),
});

/** The expiry job and the desks' status filter read inquiries by quote status. */
const quoteStatusIndex = (t: { quotestatus: AnyPgColumn; quotevaliduntil: AnyPgColumn }) => index().on(t.quotestatus, t.quotevaliduntil);

/** The quoter's name as the quote gives it, and in English and Russian where staff give those too. */
const quoterNames = () => ({
  quotername: varchar({ length: 64 }).notNull().default(''),
  englishquotername: varchar({ length: 64 }).notNull().default(''),
  russianquotername: varchar({ length: 64 }).notNull().default(''),
});

/** Staff's quote of a rail inquiry: who quoted it, when, and one price for the whole cargo. */
const railQuoteColumns = () => ({
  quotationuserid: ref(),
  ...quoterNames(),
  quotermail: varchar({ length: 100 }).notNull().default(''),
  quotedate: date({ mode: 'string' }),
  quoteremark: varchar({ length: 500 }).notNull().default(''),
  /** The quoted price of the whole inquiry, in `quotedcurrency`; null before a quote. */
  quotedprice: money(),
  quotedcurrency: char({ length: 3 }).notNull().default(''),
});

/** Rail leg snapshot taken from the rate at inquiry time, so the list still reads after the rate changes. */
const railLegColumns = () => ({
  rateid: ref().notNull(),
  portofloadingcode: varchar({ length: 10 }).notNull(),
  portofdischargecode: varchar({ length: 10 }).notNull(),
  finaldestinationcode: varchar({ length: 10 }).notNull(),
  senddatetime: date({ mode: 'string' }).notNull(),
  blclosetime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  closingtime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  voyage: integer().notNull(),
  /** Pickup region: "province-city", or "name-name" for municipalities and special regions. */
  loadingarea: varchar({ length: 100 }).notNull(),
});

/** Rail LCL smart inquiry (portal.md §3 railway LCL inquiry payload); prices recomputed by the server. */
export const railLclInquiry = pgTable('rail_lcl_inquiry', {
  inquiryId: id(),
  ...inquiryColumns(),
  ...railLegColumns(),
  /** Where the cargo is collected (portal: placeofdeliverycode / portofdistributioncode). */
  placeofdeliverycode: varchar({ length: 20 }).notNull().default(''),
  commodity: varchar({ length: 1000 }).notNull(),
  /** The commodity in English and Russian, as staff translate it when they quote. */
  englishcommodity: varchar({ length: 1000 }).notNull().default(''),
  russiancommodity: varchar({ length: 1000 }).notNull().default(''),
  /** Packing types of the cargo rows, comma-joined: 0 carton, 1 pallet. */
  unitofpackage: varchar({ length: 200 }).notNull(),
  weight: measure().notNull(),
  measurement: measure().notNull(),
  chargeablevolume: measure().notNull(),
  /** Per CBM; this and the amounts below are in `currencycode`, the sales price's currency. */
  salesprice: money().notNull(),
  pickupprice: money().notNull(),
  operatorfee: money().notNull(),
  refprice: money().notNull(),
  currencycode: char({ length: 3 }).notNull().default('CNY'),
  /** Units of `currencycode` for one CNY, the fees' currency (portal.md §3 payload's exchangerate); 1 for CNY. */
  exchangerate: numeric({ precision: 18, scale: 6, mode: 'number' }).notNull().default(1),
  /** The exchange-rate records the parts in another currency were converted with, as stored then. */
  exchangerates: jsonb().$type<CurrencyRate[]>().notNull().default([]),
  loadingtype: varchar({ length: 10 }).notNull().default('LCL'),
  /** 'N' calculated, 'Y' authorized (entrustment sent). */
  sendstatus: char({ length: 1 }).notNull(),
  /** Staff marked it handled in the inquiry desk. */
  handled: boolean().notNull().default(false),
  ...railQuoteColumns(),
  ...changeColumns(),
}, (t) => [
  uniqueIndex().on(t.inquiryno),
  quoteStatusIndex(t),
  index().on(t.customerId, t.quotationdate.desc().nullsFirst(), t.inquiryId.desc().nullsFirst()),
  index().on(t.submissionKey, t.createTime),
  index().on(t.quotationdate.desc().nullsFirst(), t.inquiryId.desc().nullsFirst()),
]);

/** Cargo rows of a rail LCL inquiry (portal.md §3 cargo row). */
export const railLclCargo = pgTable('rail_lcl_cargo', {
  cargoId: id(),
  inquiryId: ref().notNull(),
  name: varchar({ length: 200 }).notNull(),
  number: integer().notNull().default(0),
  /** 0 carton, 1 pallet. */
  packingType: smallint().notNull(),
  dangerous: boolean().notNull().default(false),
  unstackable: boolean().notNull().default(false),
  fragile: boolean().notNull().default(false),
  oversize: boolean().notNull().default(false),
  weight: measure().notNull(),
  volume: measure().notNull(),
  length: measure(),
  width: measure(),
  height: measure(),
  sort: integer().notNull().default(0),
}, (t) => [index().on(t.inquiryId, t.sort)]);

/** Rail full-container quote request (portal.md §3 FCL inquiry payload). */
export const fclInquiry = pgTable('fcl_inquiry', {
  inquiryId: id(),
  ...inquiryColumns(),
  ...railLegColumns(),
  placeofdeliverycode: varchar({ length: 20 }).notNull().default(''),
  /** Pickup or door address. */
  dooraddress: varchar({ length: 300 }).notNull().default(''),
  /** The door address in English and Russian, as staff translate it when they quote. */
  englishdooraddress: varchar({ length: 300 }).notNull().default(''),
  russiandooraddress: varchar({ length: 300 }).notNull().default(''),
  transportmode: varchar({ length: 20 }).notNull(),
  /** FOB, EXW or FCA. */
  tradeterm: varchar({ length: 3 }).notNull(),
  /** 40HQ carrier-owned containers (COC). */
  gp20qty: integer().notNull(),
  /** 40HQ shipper-owned containers (SOC). */
  hq40qty: integer().notNull(),
  carriercode: varchar({ length: 20 }).notNull().default(''),
  vesselname: varchar({ length: 100 }).notNull().default(''),
  voyno: varchar({ length: 50 }).notNull().default(''),
  loadingtype: varchar({ length: 10 }).notNull().default('FCL'),
  currencycode: char({ length: 3 }).notNull().default('USD'),
  total: money().notNull(),
  handled: boolean().notNull().default(false),
  ...railQuoteColumns(),
  ...changeColumns(),
}, (t) => [
  uniqueIndex().on(t.inquiryno),
  quoteStatusIndex(t),
  index().on(t.customerId, t.quotationdate.desc().nullsFirst(), t.inquiryId.desc().nullsFirst()),
  index().on(t.submissionKey, t.createTime),
  index().on(t.quotationdate.desc().nullsFirst(), t.inquiryId.desc().nullsFirst()),
]);

/** Charge lines of a full-container inquiry (portal.md §3 charge line): YF freight, TRU trucking. */
export const fclInquiryLine = pgTable('fcl_inquiry_line', {
  lineId: id(),
  inquiryId: ref().notNull(),
  freightcode: varchar({ length: 10 }).notNull(),
  freightname: varchar({ length: 100 }).notNull(),
  quantity: integer().notNull(),
  /** 20GP or 40HC/40HQ. */
  unit: varchar({ length: 10 }).notNull(),
  /** COC or SOC. */
  containertype: varchar({ length: 10 }).notNull(),
  currencycode: char({ length: 3 }).notNull(),
  price: money().notNull(),
  amount: money().notNull(),
  sort: integer().notNull().default(0),
}, (t) => [index().on(t.inquiryId, t.sort)]);

/** Sea full-container inquiry (portal.md §3 sea inquiry record and new inquiry record). */
export const seaInquiry = pgTable('sea_inquiry', {
  inquiryId: id(),
  ...inquiryColumns(),
  rateid: ref().notNull(),
  branchid: integer().notNull().default(1),
  isinquiry: char({ length: 1 }).notNull().default('Y'),
  /** P pending; later statuses are set by staff. */
  status: char({ length: 1 }).notNull().default('P'),
  loadingtype: varchar({ length: 10 }).notNull().default('QR'),
  inquirer: varchar({ length: 100 }).notNull(),
  inquirydate: date({ mode: 'string' }).notNull(),
  etddate: date({ mode: 'string' }).notNull(),
  portofloadingcode: varchar({ length: 10 }).notNull(),
  placeofdeliverycode: varchar({ length: 10 }).notNull(),
  carrierid: ref(),
  carriercode: varchar({ length: 20 }).notNull(),
  vesselname: varchar({ length: 100 }).notNull().default(''),
  voyno: varchar({ length: 50 }).notNull().default(''),
  returnctnaddress: varchar({ length: 200 }).notNull().default(''),
  /** The return point in English and Russian, as staff translate it when they quote. */
  englishreturnctnaddress: varchar({ length: 200 }).notNull().default(''),
  russianreturnctnaddress: varchar({ length: 200 }).notNull().default(''),
  gp20qty: integer().notNull().default(0),
  gp40qty: integer().notNull().default(0),
  hq40qty: integer().notNull().default(0),
  hq45qty: integer().notNull().default(0),
  nor40qty: integer().notNull().default(0),
  /** Set when staff quote it; "quoted" means this is present. */
  quotationuserid: ref(),
  ...quoterNames(),
  quoterphone: varchar({ length: 40 }).notNull().default(''),
  quoterfax: varchar({ length: 40 }).notNull().default(''),
  quotermail: varchar({ length: 100 }).notNull().default(''),
  quoterqq: varchar({ length: 20 }).notNull().default(''),
  quotedate: date({ mode: 'string' }),
  quoteremark: text().notNull().default(''),
  parentid: ref(),
  ...changeColumns(),
}, (t) => [
  uniqueIndex().on(t.inquiryno),
  quoteStatusIndex(t),
  index().on(t.customerId, t.quotationdate.desc().nullsFirst(), t.inquiryId.desc().nullsFirst()),
  index().on(t.submissionKey, t.createTime),
  index().on(t.quotationdate.desc().nullsFirst(), t.inquiryId.desc().nullsFirst()),
]);

/** Prices staff quote for a sea inquiry, one per container type. */
export const seaQuotationLine = pgTable('sea_quotation_line', {
  lineId: id(),
  inquiryId: ref().notNull(),
  containertype: varchar({ length: 10 }).$type<SeaContainerType>().notNull(),
  currencycode: char({ length: 3 }).notNull().default('USD'),
  price: money().notNull(),
  remark: varchar({ length: 500 }).notNull().default(''),
  sort: integer().notNull().default(0),
}, (t) => [index().on(t.inquiryId, t.sort)]);

/** Pickup (trucking) rates from a Chinese region to a rail departure station (portal.md §3 truck rate). */
export const truckRate = pgTable('truck_rate', {
  truckRateId: id(),
  /** Region as the cascader names it: "province-city" or "name-name". */
  toarea: varchar({ length: 100 }).notNull(),
  /** Departure station code. */
  portcode: varchar({ length: 10 }).notNull(),
  /** Per CBM, for LCL pickups. */
  pricecbm: money().notNull().default(0),
  /** Per 40HQ container, for FCL pickups. */
  pricehc: money().notNull().default(0),
  currencycode: char({ length: 3 }).notNull().default('CNY'),
  status: statusColumn(),
  ...changeColumns(),
}, (t) => [uniqueIndex().on(t.toarea, t.portcode)]);

/** Days on which a pickup costs only the base fee (portal.md §9 pickup price). */
export const holiday = pgTable('holiday', {
  holidayId: id(),
  day: date({ mode: 'string' }).notNull(),
  name: varchar({ length: 100 }).notNull(),
  ...changeColumns(),
}, (t) => [uniqueIndex().on(t.day)]);

/**
 * How many times each customer's inquiries have changed, raised by triggers on the three inquiry tables in
 * the writing transaction: the portal's inquiry list replies are cached under it, so a list is computed
 * again exactly when something it shows has changed, whichever instance or back-office screen changed it.
 */
export const inquiriesVersion = pgTable('inquiries_version', {
  customerId: ref().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

/**
 * What happened to an inquiry's quote, oldest first: each quote (with what it offered), decision, withdrawal and
 * expiry, by whom. A re-quote replaces the quote on the inquiry; the one it replaced stays here.
 */
export const quoteEvent = pgTable('quote_event', {
  eventId: id(),
  inquiryType: varchar({ length: 10 }).$type<QuoteInquiryType>().notNull(),
  inquiryId: ref().notNull(),
  event: varchar({ length: 10 }).$type<QuoteEvent>().notNull(),
  /** The status the event left the quote in. */
  status: varchar({ length: 10 }).$type<QuoteStatus>().notNull(),
  /** A staff user name, the customer's portal user name, or `job`. */
  byName: varchar({ length: 64 }).notNull(),
  reason: varchar({ length: 500 }).notNull().default(''),
  /** For a quote: what it offered (prices, validity, quoter), as shown to the customer. */
  quote: jsonb().$type<Record<string, unknown>>(),
  createTime: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
}, (t) => [index().on(t.inquiryType, t.inquiryId, t.eventId)]);

import { bigint, char, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, changeColumns, id, ref, statusColumn } from './columns';

const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });
/** 'ox' sea, 'rt' rail (portal.md §7: moduletype). */
const moduleType = () => char({ length: 2 }).notNull();

/** A sea port or rail station (portal.md §3 port record), with names in the three interface languages. */
export const port = pgTable('port', {
  portId: id(),
  portcode: varchar({ length: 10 }).notNull(),
  moduletype: moduleType(),
  /** English name, e.g. "Shanghai" or "Alashankou". */
  portname: varchar({ length: 100 }).notNull(),
  /** Chinese name. */
  localname: varchar({ length: 100 }).notNull(),
  russianname: varchar({ length: 100 }).notNull().default(''),
  isocode: varchar({ length: 10 }).notNull().default(''),
  cityname: varchar({ length: 100 }).notNull().default(''),
  statecode: varchar({ length: 10 }).notNull().default(''),
  countrycode: char({ length: 2 }).notNull(),
  countryname: varchar({ length: 100 }).notNull(),
  /** 'Y' for a border crossing on rail lanes (ALASC, KHORG, ERLIA, MZLJ). */
  isborder: char({ length: 1 }).notNull().default('N'),
  /** 'Y' when offered among the hot ports of its trade lane. */
  ishot: char({ length: 1 }).notNull().default('N'),
  tradelanecode: varchar({ length: 20 }),
  status: statusColumn(),
  ...auditColumns(),
}, (t) => [
  uniqueIndex().on(t.moduletype, t.portcode),
  index().on(t.moduletype, t.tradelanecode, t.ishot),
]);

/** A trade lane groups destinations (and their hot ports); a forbidden lane's rates are not offered. */
export const tradeLane = pgTable('trade_lane', {
  tradeLaneId: id(),
  tradelanecode: varchar({ length: 20 }).notNull(),
  moduletype: moduleType(),
  tradelanename: varchar({ length: 100 }).notNull(),
  englishname: varchar({ length: 100 }).notNull(),
  russianname: varchar({ length: 100 }).notNull(),
  /** 'Y' switched off. */
  isforbid: char({ length: 1 }).notNull().default('N'),
  sort: integer().notNull().default(0),
  ...auditColumns(),
}, (t) => [uniqueIndex().on(t.tradelanecode)]);

export const carrier = pgTable('carrier', {
  carrierId: id(),
  carriercode: varchar({ length: 20 }).notNull(),
  carriername: varchar({ length: 100 }).notNull(),
  localname: varchar({ length: 100 }).notNull().default(''),
  /** Logo file name in storage, served by the download call. */
  logo: varchar({ length: 200 }).notNull().default(''),
  contactnumber: varchar({ length: 40 }).notNull().default(''),
  status: statusColumn(),
  ...changeColumns(),
}, (t) => [uniqueIndex().on(t.carriercode)]);

/** Columns shared by rail LCL and FCL rates (portal.md §3 rate record). */
const railRateColumns = () => ({
  portofloadingcode: varchar({ length: 10 }).notNull(),
  /** The border crossing where the train leaves China. */
  portofdischargecode: varchar({ length: 10 }).notNull(),
  finaldestinationcode: varchar({ length: 10 }).notNull(),
  tradelanecode: varchar({ length: 20 }),
  /** ETD. */
  senddatetime: date({ mode: 'string' }).notNull(),
  /** Document cut-off. */
  blclosetime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  /** Laden (container) cut-off. */
  closingtime: timestamp({ withTimezone: true, mode: 'date' }).notNull(),
  effectdate: date({ mode: 'string' }).notNull(),
  expireddate: date({ mode: 'string' }).notNull(),
  /** Voyage days. */
  voyage: integer().notNull(),
  remark: text().notNull().default(''),
  englishremark: text().notNull().default(''),
  russianremark: text().notNull().default(''),
  currencycode: char({ length: 3 }).notNull().default('USD'),
  /** 'Y' offered among the hot rail rates (callZxyjYhApi). */
  ishot: char({ length: 1 }).notNull().default('N'),
  status: statusColumn(),
});

export const railLclRate = pgTable('rail_lcl_rate', {
  rwlclrateid: id(),
  ...railRateColumns(),
  ...changeColumns(),
}, (t) => [
  index().on(t.portofloadingcode, t.finaldestinationcode, t.expireddate, t.senddatetime),
  index().on(t.ishot, t.expireddate),
  // The back office's rate list: departures from a day on, in order (rateList.ts).
  index().on(t.senddatetime, t.rwlclrateid),
  // The natural key an import finds a stored rate by (not unique: two trains of a route may leave the same day).
  index('rail_lcl_rate_natural_key').on(t.portofloadingcode, t.finaldestinationcode, t.senddatetime, t.portofdischargecode, t.tradelanecode),
]);

/** Price entries of a rail LCL rate; the first by `sort` is the sales price the reference price uses. */
export const railLclPrice = pgTable('rail_lcl_price', {
  priceId: id(),
  rwlclrateid: ref().notNull(),
  salesprice: money().notNull(),
  currencycode: char({ length: 3 }).notNull().default('USD'),
  /** Per CBM. */
  unit: varchar({ length: 10 }).notNull().default('CBM'),
  sort: integer().notNull().default(0),
}, (t) => [index().on(t.rwlclrateid, t.sort)]);

export const railFclRate = pgTable('rail_fcl_rate', {
  rwrateid: id(),
  ...railRateColumns(),
  /** 40HQ carrier-owned container (COC). */
  price20: money().notNull(),
  /** 40HQ shipper-owned container (SOC). */
  pricehc: money().notNull(),
  /** Where the container is picked up (the depot), as staff write it, and in English and Russian where translated. */
  pickupctnaddress: varchar({ length: 200 }).notNull().default(''),
  englishpickupctnaddress: varchar({ length: 200 }).notNull().default(''),
  russianpickupctnaddress: varchar({ length: 200 }).notNull().default(''),
  ...changeColumns(),
}, (t) => [
  index().on(t.portofloadingcode, t.finaldestinationcode, t.expireddate, t.senddatetime),
  index().on(t.ishot, t.expireddate),
  index().on(t.senddatetime, t.rwrateid),
  // The natural key an import finds a stored rate by (not unique: two trains of a route may leave the same day).
  index('rail_fcl_rate_natural_key').on(t.portofloadingcode, t.finaldestinationcode, t.senddatetime, t.portofdischargecode, t.tradelanecode),
]);

/** A sea full-container rate (portal.md §3 ocean FCL rate row). */
export const seaRate = pgTable('sea_rate', {
  fclrateid: id(),
  carriercode: varchar({ length: 20 }).notNull(),
  portofloadingcode: varchar({ length: 10 }).notNull(),
  portoftranshipped: varchar({ length: 10 }).notNull().default(''),
  portoftranshipped2: varchar({ length: 10 }).notNull().default(''),
  finaldestination: varchar({ length: 10 }).notNull(),
  carriertradelane: varchar({ length: 20 }).notNull(),
  /** 'Y' space available. */
  space: char({ length: 1 }).notNull().default('Y'),
  /** 'D' direct, 'T' via transshipment. */
  transferdirect: char({ length: 1 }).notNull().default('D'),
  transittime: integer().notNull(),
  transittimeinfo: varchar({ length: 100 }).notNull().default(''),
  etddate: date({ mode: 'string' }).notNull(),
  currencycode: char({ length: 3 }).notNull().default('USD'),
  price20: money(),
  price40: money(),
  pricehc: money(),
  price45: money(),
  price40nor: money(),
  effectdate: date({ mode: 'string' }).notNull(),
  expireddate: date({ mode: 'string' }).notNull(),
  remark: text().notNull().default(''),
  englishremark: text().notNull().default(''),
  russianremark: text().notNull().default(''),
  contactnumber: varchar({ length: 40 }).notNull().default(''),
  status: statusColumn(),
  ...changeColumns(),
}, (t) => [
  index().on(t.portofloadingcode, t.finaldestination, t.expireddate, t.etddate),
  index().on(t.carriercode),
  index().on(t.etddate, t.fclrateid),
  // The natural key an import finds a stored rate by (not unique: a superseded quote keeps its sailing).
  index('sea_rate_natural_key').on(t.portofloadingcode, t.finaldestination, t.etddate, t.carriercode, t.carriertradelane),
]);

/** Other charges of a sea rate (fclrateid) or a rail LCL rate (lclrateid). */
export const surcharge = pgTable('surcharge', {
  surchargeId: id(),
  fclrateid: ref(),
  lclrateid: ref(),
  /** 'Paid at Destination' or 'Paid at Origin'. */
  ratetype: varchar({ length: 30 }).notNull(),
  freightname: varchar({ length: 100 }).notNull(),
  englishname: varchar({ length: 100 }).notNull().default(''),
  russianname: varchar({ length: 100 }).notNull().default(''),
  currencycode: char({ length: 3 }).notNull(),
  amount: money().notNull(),
  /** Per container type, or empty for per bill. */
  unit: varchar({ length: 10 }).notNull().default(''),
  remark: varchar({ length: 500 }).notNull().default(''),
  englishremark: varchar({ length: 500 }).notNull().default(''),
  russianremark: varchar({ length: 500 }).notNull().default(''),
  sort: integer().notNull().default(0),
}, (t) => [index().on(t.fclrateid), index().on(t.lclrateid)]);

/**
 * One row counting changes to whatever a rate search shows (ports, lanes, carriers, rates, prices,
 * surcharges). Statement triggers raise it inside the writing transaction, so a cached search reply
 * is keyed by a version that changes exactly when its rows become visible.
 */
export const ratesVersion = pgTable('rates_version', {
  id: integer().primaryKey().default(1),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

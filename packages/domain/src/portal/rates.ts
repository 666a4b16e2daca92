import { z } from 'zod';
import { text } from '../text';
import { withinCalendar } from '../bounds';
import { moduleTypes, portCodePattern, seaContainerTypes, seaSorts, type MaskedPrice, type ModuleType } from './rateValues';

/**
 * Payloads and replies of the portal's rate and port calls (docs/api.md §5, portal.md §7).
 * The server checks every payload with these schemas and the web app validates its forms with the
 * same ones, so both sides agree on what a valid search is.
 */

/** A price as replied: a number for signed-in customers, "***" for anonymous callers. */
export type Price = number | MaskedPrice;


/** UN/LOCODE-style code of a port or station (CNSHA, RUMOW) or a border crossing (ALASC, MZLJ); case-insensitive. */
export const PortCode = z.string().trim().toUpperCase().regex(portCodePattern);
export const TradeLaneCode = z.string().trim().toUpperCase().regex(/^[A-Z0-9-]{2,20}$/);
export const CarrierCode = z.string().trim().toUpperCase().regex(/^[A-Z0-9 -]{1,20}$/);
/** A calendar date 'YYYY-MM-DD' that exists (2025-02-29 does not), within the years the freight data lives in. */
export const IsoDate = z.iso.date().refine(withinCalendar);
export const RateId = z.int().min(1);
const ModuleTypeField = z.enum(moduleTypes);
const maxRows = (max: number, fallback: number) => z.int().min(1).max(max).default(fallback);
const Page = z.int().min(0).max(10_000).default(0);
/** An optional filter; null (a cleared picker) means the same as leaving it out. */
const optional = <S extends z.ZodType>(schema: S) => schema.nullish().transform((value) => value ?? undefined);

/** The loading end (`defaultport`) or the destination end (`defaultdestport`) of a route. */
const PortEnd = z.enum(['defaultport', 'defaultdestport']);

/** callYhApi `portlookup`: ports or stations whose code or name (any language) contains `find`. */
export const PortLookupQuery = z.object({
  find: text(50).default(''),
  key: PortEnd,
  moduletype: ModuleTypeField,
  maxrows: maxRows(50, 10),
  page: Page,
});
export type PortLookupQuery = z.input<typeof PortLookupQuery>;

/** callYhApi `hotports`: the hot ports of one trade lane at one end of the route (the destinations unless asked). */
export const HotPortsQuery = z.object({
  tradelanecode: TradeLaneCode,
  ishot: z.literal('Y').default('Y'),
  key: PortEnd.default('defaultdestport'),
  moduletype: optional(ModuleTypeField),
  maxrows: maxRows(100, 100),
  page: Page,
});
export type HotPortsQuery = z.input<typeof HotPortsQuery>;

/** callYhApi `tradelane`: the trade lanes that are not forbidden. */
export const TradeLaneQuery = z.object({
  key: z.literal('tradelane').optional(),
  isforbid: z.literal('N').default('N'),
  moduletype: optional(ModuleTypeField),
});
export type TradeLaneQuery = z.input<typeof TradeLaneQuery>;

/** callYhApiRailway: rail LCL (default) or rail FCL rates of one lane, ETD from `etddatefrom` (default today). */
export const RailRateQuery = z.object({
  portofloadingcode: PortCode,
  finaldestinationcode: PortCode,
  etddatefrom: optional(IsoDate),
  /** Sent by the portal; the server masks by the credentials, never by this flag. */
  isAnonymous: z.boolean().optional(),
  loadingtype: z.enum(['LCL', 'FCL']).default('LCL'),
  maxrows: maxRows(100, 100),
});
export type RailRateQuery = z.input<typeof RailRateQuery>;

/** callZxyjYhApi: hot rail rates in force. */
export const HotRailRatesQuery = z.object({
  maxrows: maxRows(100, 20),
});
export type HotRailRatesQuery = z.input<typeof HotRailRatesQuery>;

/** fclRate: sea full-container rates of one lane, ETD from `sailingdate` (default today). */
export const SeaRateQuery = z.object({
  portofloadingcode: PortCode,
  finaldestinationcode: PortCode,
  sailingdate: optional(IsoDate),
  directonly: z.boolean().default(false),
  spaceonly: z.boolean().default(false),
  carriercodes: optional(z.array(CarrierCode).max(20)),
  /** Only rates that quote this box; also the box `sortby: 'price'` sorts by (default 40HC). */
  containertype: optional(z.enum(seaContainerTypes)),
  sortby: z.enum(seaSorts).default('carrier'),
  sortorder: z.enum(['asc', 'desc']).default('asc'),
  maxrows: maxRows(100, 100),
});
export type SeaRateQuery = z.input<typeof SeaRateQuery>;

/** Exactly one of `fields` is given; otherwise the first offending field is named. */
function exactlyOne(fields: string[]) {
  return (value: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const given = fields.filter((field) => value[field] !== undefined);
    if (given.length === 1) return;
    ctx.addIssue({ code: 'custom', path: [given[1] ?? fields[0]!], message: `exactly one of ${fields.join(', ')}` });
  };
}

/** callYhApi `surcharges`: the other charges of a sea rate (`fclrateid`) or a rail LCL rate (`lclrateid`). */
export const SurchargeQuery = z.object({
  fclrateid: RateId.optional(),
  lclrateid: RateId.optional(),
}).superRefine(exactlyOne(['fclrateid', 'lclrateid']));
export type SurchargeQuery = z.input<typeof SurchargeQuery>;

/** callYhApi `ratedetail`: one sea rate, rail LCL rate or rail FCL rate by its id. */
export const RateDetailQuery = z.object({
  fclrateid: RateId.optional(),
  rwlclrateid: RateId.optional(),
  rwrateid: RateId.optional(),
}).superRefine(exactlyOne(['fclrateid', 'rwlclrateid', 'rwrateid']));
export type RateDetailQuery = z.input<typeof RateDetailQuery>;

/** A port or station (portal.md §3 port record). `label` is its name in the caller's language with its code. */
export interface Port {
  portcode: string;
  /** English name. */
  portname: string;
  /** Chinese name. */
  localname: string;
  russianname: string;
  isocode: string;
  cityname: string;
  statecode: string;
  countrycode: string;
  countryname: string;
  moduletype: ModuleType;
  tradelanecode: string | null;
  ishot: 'Y' | 'N';
  label: string;
}

export interface TradeLane {
  tradelanecode: string;
  /** In the caller's language. */
  tradelanename: string;
  moduletype: ModuleType;
}

/** Fields of both rail rate rows; `XC__` names and `XC__remark` are in the caller's language. */
interface RailRateFields {
  portofloadingcode: string;
  portofdischargecode: string;
  finaldestinationcode: string;
  XC__portofloadingcode: string;
  XC__portofdischargecode: string;
  XC__finaldestinationcode: string;
  /** ETD, 'YYYY-MM-DD'. */
  senddatetime: string;
  /** Document cut-off, ISO timestamp. */
  blclosetime: string;
  /** Laden cut-off, ISO timestamp. */
  closingtime: string;
  effectdate: string;
  expireddate: string;
  /** Voyage days. */
  voyage: number;
  /** Chinese remark; may hold HTML, sanitise before display. */
  remark: string;
  englishremark: string;
  russianremark: string;
  XC__remark: string;
  currencycode: string;
}

export interface RailLclPrice {
  salesprice: Price;
  currencycode: string;
  unit: string;
}

export interface RailLclRow extends RailRateFields {
  rwlclrateid: number;
  /** The first entry is the sales price the reference price uses. */
  price: RailLclPrice[];
}

export interface RailFclRow extends RailRateFields {
  rwrateid: number;
  /** 40HQ carrier-owned container (COC). */
  price20: Price;
  /** 40HQ shipper-owned container (SOC). */
  pricehc: Price;
  pickupctnaddress: string;
  /** The pickup depot in the caller's language, the original where it has no translation. */
  XC__pickupctnaddress: string;
}

export interface OtherCharge {
  ratetype: string;
  freightname: string;
  currencycode: string;
  amount: Price;
  unit: string;
}

export interface SeaRateRow {
  fclrateid: number;
  carriercode: string;
  carriername: string;
  carrierlogo: string;
  portofloadingcode: string;
  portoftranshipped: string;
  portoftranshipped2: string;
  finaldestination: string;
  XC__portofloadingcode: string;
  XC__portoftranshipped: string;
  XC__portoftranshipped2: string;
  XC__finaldestination: string;
  carriertradelane: string;
  XC__carriertradelane: string;
  /** 'Y' space available. */
  space: 'Y' | 'N';
  /** 'D' direct, 'T' via transshipment. */
  transferdirect: 'D' | 'T';
  transittime: number;
  transittimeinfo: string;
  etddate: string;
  currencycode: string;
  /** Box prices; null when the rate does not quote that box (also for anonymous callers). */
  price20: Price | null;
  price40: Price | null;
  pricehc: Price | null;
  price45: Price | null;
  price40nor: Price | null;
  effectdate: string;
  expireddate: string;
  remark: string;
  englishremark: string;
  russianremark: string;
  XC__remark: string;
  contactnumber: string;
  othercharges: OtherCharge[];
}

export interface SeaRateReply {
  rows: SeaRateRow[];
  /** Every carrier with rates on the lane from the sailing date, whatever the other filters. */
  carriers: { carriercode: string; carriername: string }[];
}

export interface Surcharge {
  ratetype: 'Paid at Destination' | 'Paid at Origin';
  /** In the caller's language. */
  freightname: string;
  currencycode: string;
  amount: Price;
  /** A container type ('20GP', '40HC', ...), 'CBM', 'CTR' (per container) or '' (per bill). */
  unit: string;
  /** In the caller's language, the Chinese one where it has no translation. */
  remark: string;
}

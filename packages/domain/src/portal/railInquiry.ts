import { z } from 'zod';
import { text } from '../text';
import { addDays, todayUtc } from '../bounds';
import type { CurrencyRate } from './currencyConversion';
import { round2 } from '../money';
import { IsoDate, PortCode, RateId } from './rates';
import { isLoadingArea } from './regions';

/**
 * The rail smart inquiries (portal.md §3 cargo row, railway LCL inquiry payload, FCL inquiry payload,
 * charge line; §5 rules). Every rule carries a message key of the server catalogue, so the dialogs and
 * the server say the same words in each language.
 */

/** 0 carton, 1 pallet (portal.md §9). */
export const packingTypes = [0, 1] as const;
export const tradeTerms = ['FOB', 'EXW', 'FCA'] as const;
/** How a full container reaches the departure station: the customer brings it, or it is collected at their door. */
export const transportModes = ['station', 'door'] as const;
export type TransportMode = (typeof transportModes)[number];
/** Which modes include the trucking from the customer's door (TRU); a new mode must say. */
const doorTrucking: Record<TransportMode, boolean> = { station: false, door: true };
export const includesTrucking = (mode: TransportMode): boolean => doorTrucking[mode];
/** Cargo rows of one LCL inquiry. */
export const maxCargoRows = 50;
/** What the LCL calculator's first cargo row opens with (portal.md §9: grossweight 10000 kg, 1 CBM). */
export const lclCargoDefaults = { weight: 10_000, volume: 1 } as const;
/** Above this gross weight (kg) the train charges an overweight fee (portal.md §5 hint). */
export const overweightKg = 20_000;
/** Names of the charge lines as stored; the dialogs localise them by freight code. */
export const freightNames = { YF: '运费', TRU: '拖车费' } as const;

/**
 * An amount of one cargo row from `min` to `max`; empty is its own message (portal.md §5 "cannot be empty"),
 * as is anything not above 0.
 */
const Measure = (required: string, invalid: string, range: string, min: number, max: number) =>
  z.number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? required : invalid) })
    .positive({ error: invalid }).min(min, { error: range }).max(max, { error: range });
const Dimension = z.number({ error: 'railInquiry.dimension.invalid' }).min(0, { error: 'railInquiry.dimension.invalid' })
  .max(100_000, { error: 'railInquiry.dimension.invalid' }).nullish();

/** A pick-up date is not in the past (the server's day) nor more than a year ahead. */
const PickupDate = IsoDate.refine((day) => {
  const today = todayUtc();
  return day >= today && day <= addDays(today, 366);
}, { error: 'railInquiry.date.range' });

/** One cargo row of the LCL calculator (portal.md §3 cargo row); check1..check4 are the special-cargo flags. */
export const CargoRow = z.object({
  /** The pick-up date: from today to a year ahead. */
  date: PickupDate.nullish(),
  name: text(200, { tooLong: 'railInquiry.name.length' }).default(''),
  number: z.int({ error: 'railInquiry.number.invalid' }).min(0, { error: 'railInquiry.number.invalid' })
    .max(1_000_000, { error: 'railInquiry.number.invalid' }).default(0),
  packingType: z.union([z.literal(0), z.literal(1)], { error: 'railInquiry.packingType.invalid' }).default(0),
  check1: z.boolean().default(false),
  check2: z.boolean().default(false),
  check3: z.boolean().default(false),
  check4: z.boolean().default(false),
  /** kg */
  weight: Measure('railInquiry.weight.required', 'railInquiry.weight.invalid', 'railInquiry.weight.range', 0.1, 1_000_000),
  /** CBM */
  volume: Measure('railInquiry.volume.required', 'railInquiry.volume.invalid', 'railInquiry.volume.range', 0.01, 10_000),
  length: Dimension,
  width: Dimension,
  height: Dimension,
});
export type CargoRow = z.input<typeof CargoRow>;

/** "province-city" as the cascader names it, or '' when no pickup region is chosen. */
const LoadingArea = text(100).refine((area) => area === '' || isLoadingArea(area), { error: 'railInquiry.loadingarea.invalid' });

/**
 * POST /yhApi/railwayInquiry: calculate (sendstatus N) or authorize (Y) a rail LCL inquiry. The totals,
 * the price and its currency a client sends (commodity, unitofpackage, weight, measurement, refprice,
 * currencycode, exchangerate) are accepted for the portal's payload shape but never used: the server
 * recomputes them from `cargo`, the rate and the exchange rates in force.
 */
export const RailLclInquiryPayload = z.object({
  rateid: RateId,
  portofloadingcode: PortCode.optional(),
  placeofdeliverycode: text(20).default(''),
  commodity: text(1000).optional(),
  unitofpackage: text(1000).optional(),
  weight: z.unknown().optional(),
  measurement: z.unknown().optional(),
  refprice: z.unknown().optional(),
  sendstatus: z.enum(['N', 'Y'], { error: 'railInquiry.sendstatus.invalid' }),
  currencycode: text(3).optional(),
  exchangerate: z.number().min(0.000001).max(1_000_000).optional(),
  createdby: z.unknown().optional(),
  createddatetime: z.unknown().optional(),
  loadingarea: LoadingArea.default(''),
  loadingtype: z.literal('LCL').default('LCL'),
  cargo: z.array(CargoRow).min(1, { error: 'railInquiry.cargo.required' }).max(maxCargoRows, { error: 'railInquiry.cargo.tooMany' }),
  /** Authorizing a calculation made before turns that inquiry into 'Y' instead of writing a new one. */
  inquiryId: RateId.optional(),
});
export type RailLclInquiryPayload = z.input<typeof RailLclInquiryPayload>;

/** What railwayInquiry replies: the server's own figures. */
export interface RailLclInquiryResult {
  inquiryId: number;
  inquiryno: string;
  sendstatus: 'N' | 'Y';
  totalWeight: number;
  totalVolume: number;
  chargeableVolume: number;
  pickupPrice: number;
  operatorFee: number;
  referencePrice: number;
  /** The currency of the figures: the sales price's. */
  currencycode: string;
  /** Units of `currencycode` for one CNY, the fees' currency; 1 for CNY. */
  exchangerate: number;
  /** The records the fees were converted with ("1 CNY = 0.1404 USD"); empty when none was needed. */
  exchangeRates: CurrencyRate[];
}

/** POST /yhApi/truckrate: the pickup rate from a region to a departure station. */
export const TruckRateLookup = z.object({
  toarea: LoadingArea,
  portcode: PortCode,
  pickupaddress: text(300).optional(),
});
export type TruckRateLookup = z.input<typeof TruckRateLookup>;

export interface TruckRateRow {
  pricecbm: number;
  pricehc: number;
  currencycode: string;
}

/** callYhApi `holidays`: the holidays of a period of at most a year. */
export const HolidaysQuery = z.object({ datefrom: IsoDate, dateto: IsoDate })
  .refine((q) => q.datefrom <= q.dateto && Date.parse(q.dateto) - Date.parse(q.datefrom) <= 366 * 86_400_000, {
    error: 'railInquiry.holidays.period', path: ['dateto'],
  });
export type HolidaysQuery = z.input<typeof HolidaysQuery>;

export interface HolidayRow {
  day: string;
  name: string;
}

/** A container count: a whole number from 0 (portal.md §5 rail FCL dialog). */
const ContainerCount = z.int({ error: 'railFcl.count.invalid' }).min(0, { error: 'railFcl.count.invalid' }).max(1000, { error: 'railFcl.count.invalid' });

/**
 * POST /yhApi/inquiryFcl: a rail full-container quote request. gp20qty counts 40HQ COC boxes, hq40qty
 * 40HQ SOC boxes; `price` (the client's charge lines) is accepted but the server prices the quote itself.
 */
export const RailFclInquiryPayload = z.object({
  rateid: RateId,
  portofloadingcode: PortCode.optional(),
  placeofdeliverycode: text(20).default(''),
  gp20qty: ContainerCount,
  hq40qty: ContainerCount,
  loadingarea: LoadingArea.default(''),
  tradeterm: z.enum(tradeTerms, { error: 'railFcl.tradeterm.invalid' }),
  transportmode: z.enum(transportModes, { error: 'railFcl.transportmode.invalid' }),
  dooraddress: text(300, { tooLong: 'railFcl.dooraddress.length' }).default(''),
  loadingtype: z.literal('FCL').default('FCL'),
  price: text(4000).optional(),
}).refine((inquiry) => inquiry.gp20qty > 0 || inquiry.hq40qty > 0, { error: 'railFcl.boxes.required', path: ['gp20qty'] });
export type RailFclInquiryPayload = z.input<typeof RailFclInquiryPayload>;

/** One line of a full-container quote (portal.md §3 charge line). */
export interface ChargeLine {
  freightcode: 'YF' | 'TRU';
  freightname: string;
  quantity: number;
  unit: '20GP' | '40HC';
  containertype: 'COC' | 'SOC';
  currencycode: string;
  price: number;
  amount: number;
}

export interface FclQuoteInput {
  coc: number;
  soc: number;
  /** 40HQ with the carrier's box, and with the shipper's own. */
  price20: number;
  pricehc: number;
  currencycode: string;
  transportmode: TransportMode;
  /** Trucking per 40HQ, already in the rate's currency; undefined when no truck rate covers the region. */
  truckPerContainer?: number;
}

export interface FclQuote {
  lines: ChargeLine[];
  total: number;
  currencycode: string;
}

/**
 * The charge lines of a rail FCL quote: freight (YF) for the COC and the SOC boxes asked for, and
 * trucking (TRU) for all of them when the mode collects them at the door and the region has a truck rate.
 */
export function fclQuote({ coc, soc, price20, pricehc, currencycode, transportmode, truckPerContainer }: FclQuoteInput): FclQuote {
  const line = (freightcode: 'YF' | 'TRU', containertype: 'COC' | 'SOC', quantity: number, price: number): ChargeLine => ({
    freightcode, freightname: freightNames[freightcode], quantity, unit: '40HC', containertype, currencycode, price: round2(price), amount: round2(quantity * price),
  });
  const lines: ChargeLine[] = [];
  if (coc > 0) lines.push(line('YF', 'COC', coc, price20));
  if (soc > 0) lines.push(line('YF', 'SOC', soc, pricehc));
  if (includesTrucking(transportmode) && truckPerContainer !== undefined && coc + soc > 0) lines.push(line('TRU', coc > 0 ? 'COC' : 'SOC', coc + soc, truckPerContainer));
  return { lines, total: round2(lines.reduce((sum, l) => sum + l.amount, 0)), currencycode };
}

/** A price in CNY in another currency, given CNY→that currency; the same currency is left as it is. */
export function fromCny(amount: number, currencycode: string, cnyRate: number | undefined): number | undefined {
  if (currencycode === 'CNY') return amount;
  return cnyRate === undefined ? undefined : round2(amount * cnyRate);
}

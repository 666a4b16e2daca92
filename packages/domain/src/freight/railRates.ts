import { blankAsAbsent } from '../validators';
import { z } from 'zod';
import { withinCalendar } from '../bounds';
import { localTimeText } from '../zonedTime';
import { PageQuery, Status, filterText, listOrder } from '../system/list';
import { RateSailingFilter, railRateSortColumns } from './rateList';
import { YesNo, currencyCode, freightCode, freightText, isoDay, price, rateValidity, sortOrder, statusFilter, validityRange, wholeDays } from './fields';

export const RailRateFilter = z.object({
  portofloadingcode: filterText(10),
  finaldestinationcode: filterText(10),
  tradelanecode: filterText(20),
  status: statusFilter,
}).extend(RateSailingFilter.shape);
export type RailRateFilter = z.infer<typeof RailRateFilter>;
export const RailRateListQuery = PageQuery.extend(RailRateFilter.shape).extend(listOrder(railRateSortColumns).shape);
export type RailRateListQuery = z.infer<typeof RailRateListQuery>;
/** Rail FCL rates sort by their 40HQ prices too. */
export const RailFclRateListQuery = PageQuery.extend(RailRateFilter.shape).extend(listOrder([...railRateSortColumns, 'price20', 'pricehc']).shape);
export type RailFclRateListQuery = z.infer<typeof RailFclRateListQuery>;

/**
 * A cut-off time as staff write it and the back office shows it: `YYYY-MM-DD HH:mm[:ss]` on the clock of the
 * deployment's time zone (a bare day is midnight), kept as that wall-clock text, `YYYY-MM-DD HH:mm:ss`. The domain
 * cannot see the zone: the server reads the instant the text names there (rail-lcl-rates/railRate.ts).
 */
export const cutoffTime = z.string({ error: 'freight.required' }).trim().min(1, { error: 'freight.required' }).transform((s, ctx) => {
  const text = localTimeText(s);
  if (!text) {
    ctx.addIssue({ code: 'custom', message: 'freight.time.invalid' });
    return z.NEVER;
  }
  if (!withinCalendar(text.slice(0, 10))) {
    ctx.addIssue({ code: 'custom', message: 'freight.date.range' });
    return z.NEVER;
  }
  return text;
});

/** The fields rail LCL and FCL rates share (portal.md §3 rate record). */
const railRateFields = z.object({
  portofloadingcode: freightCode(10),
  portofdischargecode: freightCode(10),
  finaldestinationcode: freightCode(10),
  /** Empty means no lane (stored as null). */
  tradelanecode: freightText(20).transform((s) => (s ? s.toUpperCase() : null)),
  senddatetime: isoDay,
  blclosetime: cutoffTime,
  closingtime: cutoffTime,
  effectdate: isoDay,
  expireddate: isoDay,
  voyage: wholeDays,
  remark: freightText(2000),
  englishremark: freightText(2000),
  russianremark: freightText(2000),
  currencycode: currencyCode.default('USD'),
  ishot: YesNo.default('N'),
  status: Status.default('0'),
});

/**
 * The days of a rail rate in order (issue 8): a validity that begins before it ends and ends within the horizon,
 * and both cut-offs (B/L and closing) no later than the departure day, both on the deployment's clock.
 */
const railDates = <T extends typeof railRateFields>(schema: T) => rateValidity(validityRange(schema, 'effectdate', 'expireddate'))
  .superRefine(({ senddatetime, blclosetime, closingtime }, ctx) => {
    for (const [field, cutoff] of [['blclosetime', blclosetime], ['closingtime', closingtime]] as const) {
      if (cutoff.slice(0, 10) > senddatetime) ctx.addIssue({ code: 'custom', path: [field], message: 'freight.cutoff.afterDeparture' });
    }
  });

/** One price entry of a rail LCL rate; the first by `sort` is the sales price. */
export const RailLclPriceBody = z.object({
  salesprice: price,
  currencycode: currencyCode.default('USD'),
  unit: freightText(10).transform((s) => s || 'CBM'),
  sort: blankAsAbsent(sortOrder.default(0)),
});
export type RailLclPriceBody = z.infer<typeof RailLclPriceBody>;

/** One row of a rail LCL import file: the rate and its sales price per CBM (its one price entry). */
export const RailLclRateImportRow = railDates(railRateFields.extend({ salesprice: price }));
export type RailLclRateImportRow = z.infer<typeof RailLclRateImportRow>;

/** A rail LCL rate from the dialog with its price entries (they replace the stored ones; at least the sales price). */
export const RailLclRateBody = railDates(railRateFields.extend({
  rwlclrateid: z.number().int().positive().optional(),
  prices: z.array(RailLclPriceBody).min(1, { error: 'freight.price.required' }).max(20),
}));
export type RailLclRateBody = z.infer<typeof RailLclRateBody>;

const railFclFields = railRateFields.extend({
  /** 40HQ carrier-owned container (COC). */
  price20: price,
  /** 40HQ shipper-owned container (SOC). */
  pricehc: price,
  /** The container pickup depot, and its English and Russian names where staff give them. */
  pickupctnaddress: freightText(200),
  englishpickupctnaddress: freightText(200),
  russianpickupctnaddress: freightText(200),
});

/** One row of a rail FCL import file. */
export const RailFclRateImportRow = railDates(railFclFields);
export type RailFclRateImportRow = z.infer<typeof RailFclRateImportRow>;

/** A rail FCL rate from the dialog. */
export const RailFclRateBody = railDates(railFclFields.extend({ rwrateid: z.number().int().positive().optional() }));
export type RailFclRateBody = z.infer<typeof RailFclRateBody>;

import { blankAsAbsent } from '../validators';
import { z } from 'zod';
import { PageQuery, Status, filterText, listOrder } from '../system/list';
import { RateSailingFilter, seaRateSortColumns } from './rateList';
import { YesNo, contactNumber, currencyCode, freightCode, freightName, freightText, isoDay, price, rateValidity, sortOrder, statusFilter, validityRange, wholeDays } from './fields';

export const SeaRateFilter = z.object({
  carriercode: filterText(20),
  portofloadingcode: filterText(10),
  finaldestination: filterText(10),
  carriertradelane: filterText(20),
  status: statusFilter,
}).extend(RateSailingFilter.shape);
export type SeaRateFilter = z.infer<typeof SeaRateFilter>;
export const SeaRateListQuery = PageQuery.extend(SeaRateFilter.shape).extend(listOrder(seaRateSortColumns).shape);
export type SeaRateListQuery = z.infer<typeof SeaRateListQuery>;

/** Where a surcharge is paid (portal.md §3 othercharges). */
export const surchargeTypes = ['Paid at Origin', 'Paid at Destination'] as const;

/** An optional container price: an empty cell or field means the box is not offered (null). */
const boxPrice = blankAsAbsent(price.nullish()).transform((v) => v ?? null);

/** An optional code (transshipment port): empty means none. */
const optionalCode = (max: number) => freightText(max).transform((s) => s.toUpperCase());

/** One other charge of a sea rate, edited in the rate's dialog. */
export const SurchargeBody = z.object({
  ratetype: z.enum(surchargeTypes, { error: 'freight.surcharge.type' }),
  freightname: freightName(100),
  englishname: freightText(100),
  russianname: freightText(100),
  currencycode: currencyCode.default('USD'),
  amount: price,
  /** Per container type (20GP, 40GP, 40HC, …) or empty for per bill. */
  unit: freightText(10),
  remark: freightText(500),
  englishremark: freightText(500),
  russianremark: freightText(500),
  sort: blankAsAbsent(sortOrder.default(0)),
});
export type SurchargeBody = z.infer<typeof SurchargeBody>;

/** The fields of a sea FCL rate, as the dialog and one row of the import file carry them. */
const seaRateFields = z.object({
  carriercode: freightCode(20),
  portofloadingcode: freightCode(10),
  portoftranshipped: optionalCode(10),
  portoftranshipped2: optionalCode(10),
  finaldestination: freightCode(10),
  carriertradelane: freightCode(20),
  space: YesNo.default('Y'),
  transferdirect: z.enum(['D', 'T'], { error: 'freight.transfer.invalid' }).default('D'),
  transittime: wholeDays,
  transittimeinfo: freightText(100),
  etddate: isoDay,
  currencycode: currencyCode.default('USD'),
  price20: boxPrice,
  price40: boxPrice,
  pricehc: boxPrice,
  price45: boxPrice,
  price40nor: boxPrice,
  effectdate: isoDay,
  expireddate: isoDay,
  remark: freightText(2000),
  englishremark: freightText(2000),
  russianremark: freightText(2000),
  contactnumber: contactNumber,
  status: Status.default('0'),
});

/** One row of a sea-rate import file (rates only: surcharges are kept in the rate's dialog). */
export const SeaRateImportRow = rateValidity(validityRange(seaRateFields, 'effectdate', 'expireddate'), 'etddate');
export type SeaRateImportRow = z.infer<typeof SeaRateImportRow>;

/** A sea rate as a file's row gives it: a carrier's own sheet may carry surcharges in columns (they replace the stored ones). */
export type SeaRateFileRow = SeaRateImportRow & { surcharges?: SurchargeBody[] };

/** A sea rate from the dialog, with its surcharges (they replace the stored ones). */
export const SeaRateBody = rateValidity(validityRange(seaRateFields.extend({
  fclrateid: z.number().int().positive().optional(),
  surcharges: z.array(SurchargeBody).max(50).default([]),
}), 'effectdate', 'expireddate'), 'etddate');
export type SeaRateBody = z.infer<typeof SeaRateBody>;

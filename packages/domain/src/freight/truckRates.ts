import { z } from 'zod';
import { blankAsAbsent } from '../validators';
import { PageQuery, Status, filterText } from '../system/list';
import { isLoadingArea } from '../portal/regions';
import { currencyCode, freightCode, freightName, price, statusFilter } from './fields';

export const TruckRateFilter = z.object({
  toarea: filterText(100),
  portcode: filterText(10),
  status: statusFilter,
});
export type TruckRateFilter = z.infer<typeof TruckRateFilter>;
export const TruckRateQuery = PageQuery.extend(TruckRateFilter.shape);
export type TruckRateQuery = z.infer<typeof TruckRateQuery>;

/** The pickup price from a region to a departure station: per CBM (LCL) and per 40HQ (FCL). */
export const TruckRateBody = z.object({
  truckRateId: z.number().int().positive().optional(),
  /** Region as the cascader names it: "province-city" (the portal's pickup lookup matches it exactly). */
  toarea: freightName(100).refine(isLoadingArea, { error: 'truckRate.toarea.unknown' }),
  portcode: freightCode(10),
  pricecbm: blankAsAbsent(price.default(0)),
  pricehc: blankAsAbsent(price.default(0)),
  currencycode: currencyCode.default('CNY'),
  status: Status.default('0'),
});
export type TruckRateBody = z.infer<typeof TruckRateBody>;

import { blankAsAbsent } from '../validators';
import { z } from 'zod';
import { PageQuery, filterText, remark } from '../system/list';
import { freightCode, freightName, FreightMode, sortOrder, YesNo } from './fields';

export const TradeLaneFilter = z.object({
  tradelanecode: filterText(20),
  tradelanename: filterText(100),
  /** The code or any name contains it (the dialogs' pickers search by it). */
  keyword: filterText(100),
  moduletype: FreightMode.optional(),
  isforbid: YesNo.optional(),
});
export type TradeLaneFilter = z.infer<typeof TradeLaneFilter>;
export const TradeLaneListQuery = PageQuery.extend(TradeLaneFilter.shape);
export type TradeLaneListQuery = z.infer<typeof TradeLaneListQuery>;

/** A trade lane with its names in the three languages; `isforbid` 'Y' takes its rates off the portal. */
export const TradeLaneBody = z.object({
  tradeLaneId: z.number().int().positive().optional(),
  tradelanecode: freightCode(20),
  moduletype: FreightMode,
  tradelanename: freightName(100),
  englishname: freightName(100),
  russianname: freightName(100),
  isforbid: YesNo.default('N'),
  sort: blankAsAbsent(sortOrder.default(0)),
  remark,
});
export type TradeLaneBody = z.infer<typeof TradeLaneBody>;

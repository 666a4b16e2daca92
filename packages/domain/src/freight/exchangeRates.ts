import { z } from 'zod';
import { PageQuery, filterText, remark } from '../system/list';
import { currencyCode, exchangeRateValue, isoDay } from './fields';

export const ExchangeRateFilter = z.object({
  srccurrency: filterText(3),
  destcurrency: filterText(3),
});
export type ExchangeRateFilter = z.infer<typeof ExchangeRateFilter>;
export const ExchangeRateQuery = PageQuery.extend(ExchangeRateFilter.shape);
export type ExchangeRateQuery = z.infer<typeof ExchangeRateQuery>;

/** Units of `destcurrency` for one `srccurrency` from `fromdate` on; the portal header shows the latest per pair. */
export const ExchangeRateBody = z.object({
  exchangeRateId: z.number().int().positive().optional(),
  srccurrency: currencyCode,
  destcurrency: currencyCode,
  exchangerate: exchangeRateValue,
  fromdate: isoDay,
  remark,
}).refine((r) => r.srccurrency !== r.destcurrency, { path: ['destcurrency'], error: 'freight.currency.same' });
export type ExchangeRateBody = z.infer<typeof ExchangeRateBody>;

import { z } from 'zod';
import { blankAsAbsent } from '../validators';
import { isoDay } from './fields';

/** A day filter: empty means any. */
const dayFilter = blankAsAbsent(isoDay.optional());

/**
 * The sailing and validity filters of the back office's rate lists (issue 40), optional beside each list's own
 * filters so that RuoYi's calls stay as they were: departures (sea ETD, rail departure day) from and to a day, and
 * rates valid on at least one day from `validityFrom` to `validityTo`.
 */
export const RateSailingFilter = z.object({
  etdFrom: dayFilter,
  etdTo: dayFilter,
  validityFrom: dayFilter,
  validityTo: dayFilter,
});
export type RateSailingFilter = z.infer<typeof RateSailingFilter>;

/** The columns both rail rate lists sort by (the list's default: current sailings first). */
export const railRateSortColumns = [
  'portofloadingcode', 'portofdischargecode', 'finaldestinationcode', 'tradelanecode', 'senddatetime', 'voyage', 'effectdate', 'expireddate',
] as const;

/** The columns the sea rate list sorts by (the list's default: current sailings first). */
export const seaRateSortColumns = [
  'carriercode', 'portofloadingcode', 'finaldestination', 'carriertradelane', 'etddate', 'price20', 'price40', 'pricehc', 'effectdate', 'expireddate',
] as const;

import type { RailLclPriceBody, RailLclRateBody } from '@freight/domain';
import { crudApi } from '../../../components/list';
import { importApi } from '../../../components/import';
import { withCutoffMinutes, type RailRate } from './railRate';

export interface RailLclRate extends RailRate {
  rwlclrateid: number;
  /** The first price entry's price (in lists). */
  salesprice?: number | null;
  /** Only when read one by one. */
  prices?: RailLclPriceBody[];
}

/** Rail LCL rates: /freight/railLclRate list, read (with price entries), add, edit, delete, export, import. */
export const railLclRateApi = withCutoffMinutes(crudApi<RailLclRate, RailLclRateBody>('/freight/railLclRate', 'rail_lcl_rate'));
export const railLclRateImportApi = importApi('/freight/railLclRate', 'rail_lcl_rate');

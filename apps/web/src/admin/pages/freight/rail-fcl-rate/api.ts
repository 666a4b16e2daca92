import type { RailFclRateBody } from '@freight/domain';
import { crudApi } from '../../../components/list';
import { importApi } from '../../../components/import';
import { withChinaCutoffs, type RailRate } from '../rail-lcl-rate/railRate';

export interface RailFclRate extends RailRate {
  rwrateid: number;
  price20: number;
  pricehc: number;
  pickupctnaddress: string;
}

/** Rail FCL rates: /freight/railFclRate list, read, add, edit, delete, export, import. */
export const railFclRateApi = withChinaCutoffs(crudApi<RailFclRate, RailFclRateBody>('/freight/railFclRate', 'rail_fcl_rate'));
export const railFclRateImportApi = importApi('/freight/railFclRate', 'rail_fcl_rate');

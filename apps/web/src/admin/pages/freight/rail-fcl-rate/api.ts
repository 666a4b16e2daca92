import type { RailFclRateBody } from '@freight/domain';
import { crudApi } from '../../../components/list';
import { importApi } from '../../../components/import';
import { withCutoffMinutes, type RailRate } from '../rail-lcl-rate/railRate';

export interface RailFclRate extends RailRate {
  rwrateid: number;
  price20: number;
  pricehc: number;
  pickupctnaddress: string;
  englishpickupctnaddress: string;
  russianpickupctnaddress: string;
}

/** Rail FCL rates: /freight/railFclRate list, read, add, edit, delete, export, import. */
export const railFclRateApi = withCutoffMinutes(crudApi<RailFclRate, RailFclRateBody>('/freight/railFclRate', 'rail_fcl_rate'));
export const railFclRateImportApi = importApi('/freight/railFclRate', 'rail_fcl_rate');

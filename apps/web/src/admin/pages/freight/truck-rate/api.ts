import type { TruckRateBody } from '@freight/domain';
import { crudApi } from '../../../components/list';
import { importApi } from '../../../components/import';

export interface TruckRate {
  truckRateId: number;
  toarea: string;
  portcode: string;
  pricecbm: number;
  pricehc: number;
  currencycode: string;
  status: string;
}

/** Truck rates: /freight/truckRate list, read, add, edit, delete, export, import. */
export const truckRateApi = crudApi<TruckRate, TruckRateBody>('/freight/truckRate', 'truck_rate');
export const truckRateImportApi = importApi('/freight/truckRate', 'truck_rate');

import type { SeaRateBody, SurchargeBody } from '@freight/domain';
import { crudApi } from '../../../components/list';
import { importApi } from '../../../components/import';

export interface SeaRate {
  fclrateid: number;
  carriercode: string;
  portofloadingcode: string;
  portoftranshipped: string;
  portoftranshipped2: string;
  finaldestination: string;
  carriertradelane: string;
  space: string;
  transferdirect: string;
  transittime: number;
  etddate: string;
  currencycode: string;
  price20: number | null;
  price40: number | null;
  pricehc: number | null;
  price45: number | null;
  price40nor: number | null;
  effectdate: string;
  expireddate: string;
  status: string;
  /** Only when read one by one. */
  surcharges?: SurchargeBody[];
}

/** Sea FCL rates: /freight/seaRate list, read (with surcharges), add, edit, delete, export, import. */
export const seaRateApi = crudApi<SeaRate, SeaRateBody>('/freight/seaRate', 'sea_rate');
export const seaRateImportApi = importApi('/freight/seaRate', 'sea_rate');

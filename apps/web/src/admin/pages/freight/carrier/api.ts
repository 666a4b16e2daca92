import type { CarrierBody } from '@freight/domain';
import { crudApi } from '../../../components/list';
import { importApi } from '../../../components/import';

export interface Carrier {
  carrierId: number;
  carriercode: string;
  carriername: string;
  localname: string;
  logo: string;
  contactnumber: string;
  status: string;
}

/** Carriers: /freight/carrier list, read, add, edit, delete, export, import. */
export const carrierApi = crudApi<Carrier, CarrierBody>('/freight/carrier', 'carrier');
export const carrierImportApi = importApi('/freight/carrier', 'carrier');

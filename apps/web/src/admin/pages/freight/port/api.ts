import type { PortBody } from '@freight/domain';
import { crudApi } from '../../../components/list';
import { importApi } from '../../../components/import';

export interface Port {
  portId: number;
  portcode: string;
  moduletype: string;
  portname: string;
  localname: string;
  russianname: string;
  cityname: string;
  countrycode: string;
  countryname: string;
  isborder: string;
  ishot: string;
  tradelanecode: string | null;
  status: string;
  remark: string | null;
}

/** Ports and stations: /freight/port list, read, add, edit, delete, export, import. */
export const portApi = crudApi<Port, PortBody>('/freight/port', 'port');
export const portImportApi = importApi('/freight/port', 'port');

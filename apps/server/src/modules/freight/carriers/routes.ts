import { CarrierBody, CarrierFilter, CarrierQuery } from '@freight/domain';
import { recordRoutes } from '../recordRoutes';
import { carrierCommands } from './commands';
import { carrierWorkbook } from './export';
import { carrierImport } from './import';
import { getCarrier, listCarriers } from './service';

/** Carriers: list, export, import, read, add, edit, delete. */
export const freightCarrierRoutes = recordRoutes({
  name: 'carrier', title: '船公司管理', id: 'carrierId',
  query: CarrierQuery, filter: CarrierFilter, body: CarrierBody,
  list: listCarriers, workbook: carrierWorkbook, importSpec: carrierImport,
  get: getCarrier, commands: carrierCommands,
});

import { CarrierBody, CarrierFilter, CarrierQuery } from '@freight/domain';
import { recordRoutes } from '../recordRoutes';
import { carrierWorkbook } from './export';
import { carrierImport } from './import';
import { addCarrier, getCarrier, listCarriers, removeCarriers, updateCarrier } from './service';

/** Carriers: list, export, import, read, add, edit, delete. */
export const freightCarrierRoutes = recordRoutes({
  name: 'carrier', title: '船公司管理', id: 'carrierId',
  query: CarrierQuery, filter: CarrierFilter, body: CarrierBody,
  list: listCarriers, workbook: carrierWorkbook, importSpec: carrierImport,
  get: getCarrier, add: addCarrier, update: updateCarrier, remove: removeCarriers,
});

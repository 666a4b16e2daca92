import { TruckRateBody, TruckRateFilter, TruckRateQuery } from '@freight/domain';
import { recordRoutes } from '../recordRoutes';
import { truckRateCommands } from './commands';
import { truckRateWorkbook } from './export';
import { truckRateImport } from './import';
import { getTruckRate, listTruckRates } from './service';

/** Truck rates by region and departure station: list, export, import, read, add, edit, delete. */
export const freightTruckRateRoutes = recordRoutes({
  name: 'truckRate', title: '拖车费管理', id: 'truckRateId',
  query: TruckRateQuery, filter: TruckRateFilter, body: TruckRateBody,
  list: listTruckRates, workbook: truckRateWorkbook, importSpec: truckRateImport,
  get: getTruckRate, commands: truckRateCommands,
});

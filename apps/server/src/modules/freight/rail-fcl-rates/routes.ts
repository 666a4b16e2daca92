import { RailFclRateBody, RailFclRateListQuery, RailRateFilter } from '@freight/domain';
import { recordRoutes } from '../recordRoutes';
import { railFclRateCommands } from './commands';
import { railFclRateWorkbook } from './export';
import { railFclRateImport } from './import';
import { getRailFclRate, listRailFclRates } from './service';

/** Rail FCL rates (40HQ COC and SOC prices, pickup address): list, export, import, read, add, edit, delete. */
export const freightRailFclRateRoutes = recordRoutes({
  name: 'railFclRate', title: '铁路整箱运价', id: 'rwrateid',
  query: RailFclRateListQuery, filter: RailRateFilter, body: RailFclRateBody,
  list: listRailFclRates, workbook: railFclRateWorkbook, importSpec: railFclRateImport,
  get: getRailFclRate, commands: railFclRateCommands,
});

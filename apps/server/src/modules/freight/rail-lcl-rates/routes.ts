import { RailLclRateBody, RailRateFilter, RailRateListQuery } from '@freight/domain';
import { recordRoutes } from '../recordRoutes';
import { railLclRateCommands } from './commands';
import { railLclRateWorkbook } from './export';
import { railLclRateImport } from './import';
import { getRailLclRate, listRailLclRates } from './service';

/** Rail LCL rates with their price entries: list, export, import, read, add, edit, delete. */
export const freightRailLclRateRoutes = recordRoutes({
  name: 'railLclRate', title: '铁路拼箱运价', id: 'rwlclrateid',
  query: RailRateListQuery, filter: RailRateFilter, body: RailLclRateBody,
  list: listRailLclRates, workbook: railLclRateWorkbook, importSpec: railLclRateImport,
  get: getRailLclRate, commands: railLclRateCommands,
});

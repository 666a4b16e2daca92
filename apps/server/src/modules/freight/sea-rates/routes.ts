import { SeaRateBody, SeaRateFilter, SeaRateListQuery } from '@freight/domain';
import { recordRoutes } from '../recordRoutes';
import { seaRateCommands } from './commands';
import { seaRateWorkbook } from './export';
import { seaRateImport } from './import';
import { getSeaRate, listSeaRates } from './service';

/** Sea FCL rates with their surcharges: list, export, import, read, add, edit, delete. */
export const freightSeaRateRoutes = recordRoutes({
  name: 'seaRate', title: '海运整箱运价', id: 'fclrateid',
  query: SeaRateListQuery, filter: SeaRateFilter, body: SeaRateBody,
  list: listSeaRates, workbook: seaRateWorkbook, importSpec: seaRateImport,
  get: getSeaRate, commands: seaRateCommands,
});

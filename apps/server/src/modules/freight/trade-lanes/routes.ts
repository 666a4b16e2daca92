import { TradeLaneBody, TradeLaneFilter, TradeLaneListQuery } from '@freight/domain';
import { recordRoutes } from '../recordRoutes';
import { tradeLaneCommands } from './commands';
import { tradeLaneWorkbook } from './export';
import { tradeLaneImport } from './import';
import { getTradeLane, listTradeLanes } from './service';

/** Trade lanes: list, export, import, read, add, edit, delete. */
export const freightTradeLaneRoutes = recordRoutes({
  name: 'tradeLane', title: '航线管理', id: 'tradeLaneId',
  query: TradeLaneListQuery, filter: TradeLaneFilter, body: TradeLaneBody,
  list: listTradeLanes, workbook: tradeLaneWorkbook, importSpec: tradeLaneImport,
  get: getTradeLane, commands: tradeLaneCommands,
});

import { PortBody, PortFilter, PortQuery } from '@freight/domain';
import { recordRoutes } from '../recordRoutes';
import { portWorkbook } from './export';
import { portImport } from './import';
import { portCommands } from './commands';
import { getPort, listPorts } from './service';

/** Ports and stations (sea and rail): list, export, import, read, add, edit, delete. */
export const freightPortRoutes = recordRoutes({
  name: 'port', title: '港口站点', id: 'portId',
  query: PortQuery, filter: PortFilter, body: PortBody,
  list: listPorts, workbook: portWorkbook, importSpec: portImport,
  get: getPort, commands: portCommands,
});

import { PortBody, PortFilter, PortQuery } from '@freight/domain';
import { recordRoutes } from '../recordRoutes';
import { portWorkbook } from './export';
import { portImport } from './import';
import { addPort, getPort, listPorts, removePorts, updatePort } from './service';

/** Ports and stations (sea and rail): list, export, import, read, add, edit, delete. */
export const freightPortRoutes = recordRoutes({
  name: 'port', title: '港口站点', id: 'portId',
  query: PortQuery, filter: PortFilter, body: PortBody,
  list: listPorts, workbook: portWorkbook, importSpec: portImport,
  get: getPort, add: addPort, update: updatePort, remove: removePorts,
});

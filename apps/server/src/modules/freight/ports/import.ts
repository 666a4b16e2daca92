import { PortBody } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { ImportSpec } from '../../../platform/excel/import';
import { portCommands } from './commands';

/** The columns of the port template, export and import, in order. */
export const portColumns = [
  { header: 'port.portcode', field: 'portcode' },
  { header: 'port.moduletype', field: 'moduletype' },
  { header: 'port.portname', field: 'portname' },
  { header: 'port.localname', field: 'localname' },
  { header: 'port.russianname', field: 'russianname' },
  { header: 'port.cityname', field: 'cityname' },
  { header: 'port.countrycode', field: 'countrycode' },
  { header: 'port.countryname', field: 'countryname' },
  { header: 'port.isborder', field: 'isborder' },
  { header: 'port.ishot', field: 'ishot' },
  { header: 'port.tradelanecode', field: 'tradelanecode' },
  { header: 'common.status', field: 'status' },
] as const;

/** Ports by mode and code: a row with a known mode and code is that port, others are added (the port commands' rules). */
export function portImport(ctx: AppContext): ImportSpec<PortBody> {
  return { db: ctx.db, ctx, name: 'port', sheet: 'port.sheet', columns: portColumns, schema: PortBody, idHeader: 'port.portId', commands: portCommands };
}

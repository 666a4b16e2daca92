import { PortBody, type ModuleType } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { statusCodes, yesNoCodes, type Codes } from '../../../platform/excel/cellCodes';
import type { ImportSpec } from '../../../platform/excel/import';
import type { HeaderKey } from '../../../platform/excel/workbook';
import { portCommands } from './commands';

/** Sea or rail: by code (ox, rt) or by the mode's name on the screens (海运, Rail ...). */
export const modeCodes: Codes = { labels: { ox: 'freight.moduletype.ox', rt: 'freight.moduletype.rt' } satisfies Record<ModuleType, HeaderKey> };

/** The columns of the port template, export and import, in order. */
export const portColumns = [
  { header: 'port.portcode', field: 'portcode' },
  { header: 'port.moduletype', field: 'moduletype', holds: modeCodes },
  { header: 'port.portname', field: 'portname' },
  { header: 'port.localname', field: 'localname' },
  { header: 'port.russianname', field: 'russianname' },
  { header: 'port.cityname', field: 'cityname' },
  { header: 'port.countrycode', field: 'countrycode' },
  { header: 'port.countryname', field: 'countryname' },
  { header: 'port.isborder', field: 'isborder', holds: yesNoCodes },
  { header: 'port.ishot', field: 'ishot', holds: yesNoCodes },
  { header: 'port.tradelanecode', field: 'tradelanecode' },
  { header: 'common.status', field: 'status', holds: statusCodes },
] as const;

/** Ports by mode and code: a row with a known mode and code is that port, others are added (the port commands' rules). */
export function portImport(ctx: AppContext): ImportSpec<PortBody> {
  return { db: ctx.db, ctx, name: 'port', sheet: 'port.sheet', columns: portColumns, schema: PortBody, idHeader: 'port.portId', commands: portCommands };
}

import { PortBody } from '@freight/domain';
import { port } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { unknownCodes, type ImportSpec } from '../../../platform/excel/import';
import { tableStore } from '../../../platform/excel/importStore';
import { knownTradeLanes, portFields } from './service';

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

/** Ports by mode and code: a row with a known mode and code is that port, others are added. Lanes must exist. */
export function portImport(ctx: AppContext): ImportSpec<PortBody> {
  return {
    db: ctx.db,
    name: 'port',
    sheet: 'port.sheet',
    columns: portColumns,
    schema: PortBody,
    checker: async () => {
      const lanes = await knownTradeLanes(ctx);
      return (rows) => unknownCodes(rows, 'tradelanecode', lanes, 'freight.unknown.tradeLane');
    },
    store: tableStore({ table: port, id: 'portId', key: ['portcode', 'moduletype'], values: portFields }),
  };
}

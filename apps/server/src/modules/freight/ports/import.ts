import { PortBody } from '@freight/domain';
import { port } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { inSlices, unknownCodes, type ImportSpec } from '../../../platform/excel/import';
import { fromImportedRow } from '../../../platform/excel/importWrites';
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

const updated = fromImportedRow(['portname', 'localname', 'russianname', 'cityname', 'countrycode', 'countryname', 'isborder', 'ishot', 'tradelanecode', 'status', 'updateBy', 'updateTime']);

/** Ports by mode and code: a row with a known code replaces that port, others are added. Lanes must exist. */
export function portImport(ctx: AppContext, by: string): ImportSpec<PortBody> {
  return {
    db: ctx.db,
    name: 'port',
    sheet: 'port.sheet',
    columns: portColumns,
    schema: PortBody,
    key: (p) => `${p.moduletype} ${p.portcode}`,
    keyField: 'portcode',
    checker: async () => {
      const lanes = await knownTradeLanes(ctx);
      return (rows) => unknownCodes(rows, 'tradelanecode', lanes, 'freight.unknown.tradeLane');
    },
    write: (tx, records) => inSlices(records, 500, (slice) => tx.insert(port)
      .values(slice.map((p) => ({ ...portFields(p), createBy: by, updateBy: by, updateTime: new Date() })))
      .onConflictDoUpdate({ target: [port.moduletype, port.portcode], set: updated })),
  };
}

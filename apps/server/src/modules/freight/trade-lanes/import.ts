import { TradeLaneBody } from '@freight/domain';
import { tradeLane } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { inSlices, type ImportSpec } from '../../../platform/excel/import';
import { fromImportedRow } from '../../../platform/excel/importWrites';
import { tradeLaneFields } from './service';

/** The columns of the lane template, export and import, in order. */
export const tradeLaneColumns = [
  { header: 'tradeLane.tradelanecode', field: 'tradelanecode' },
  { header: 'port.moduletype', field: 'moduletype' },
  { header: 'tradeLane.tradelanename', field: 'tradelanename' },
  { header: 'tradeLane.englishname', field: 'englishname' },
  { header: 'tradeLane.russianname', field: 'russianname' },
  { header: 'tradeLane.isforbid', field: 'isforbid' },
  { header: 'tradeLane.sort', field: 'sort' },
] as const;

const updated = fromImportedRow(['moduletype', 'tradelanename', 'englishname', 'russianname', 'isforbid', 'sort', 'updateBy', 'updateTime']);

/** Lanes by code: a row with a known code replaces that lane, others are added. */
export function tradeLaneImport(ctx: AppContext, by: string): ImportSpec<TradeLaneBody> {
  return {
    db: ctx.db,
    name: 'trade_lane',
    sheet: 'tradeLane.sheet',
    columns: tradeLaneColumns,
    schema: TradeLaneBody,
    key: (l) => l.tradelanecode,
    keyField: 'tradelanecode',
    write: (tx, records) => inSlices(records, 500, (slice) => tx.insert(tradeLane)
      .values(slice.map((l) => ({ ...tradeLaneFields(l), createBy: by, updateBy: by, updateTime: new Date() })))
      .onConflictDoUpdate({ target: tradeLane.tradelanecode, set: updated })),
  };
}

import { TradeLaneBody } from '@freight/domain';
import { tradeLane } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import type { ImportSpec } from '../../../platform/excel/import';
import { tableStore } from '../../../platform/excel/importStore';
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

/** Lanes by code: a row with a known code is that lane, others are added. */
export function tradeLaneImport(ctx: AppContext): ImportSpec<TradeLaneBody> {
  return {
    db: ctx.db,
    name: 'trade_lane',
    sheet: 'tradeLane.sheet',
    columns: tradeLaneColumns,
    schema: TradeLaneBody,
    store: tableStore({ table: tradeLane, id: 'tradeLaneId', key: ['tradelanecode'], values: tradeLaneFields }),
  };
}

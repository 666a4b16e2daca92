import { TradeLaneBody } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { yesNoCodes } from '../../../platform/excel/cellCodes';
import type { ImportSpec } from '../../../platform/excel/import';
import { modeCodes } from '../ports/import';
import { tradeLaneCommands } from './commands';

/** The columns of the lane template, export and import, in order. */
export const tradeLaneColumns = [
  { header: 'tradeLane.tradelanecode', field: 'tradelanecode' },
  { header: 'port.moduletype', field: 'moduletype', holds: modeCodes },
  { header: 'tradeLane.tradelanename', field: 'tradelanename' },
  { header: 'tradeLane.englishname', field: 'englishname' },
  { header: 'tradeLane.russianname', field: 'russianname' },
  { header: 'tradeLane.isforbid', field: 'isforbid', holds: yesNoCodes },
  { header: 'tradeLane.sort', field: 'sort' },
] as const;

/** Lanes by id or code: a row naming a stored lane updates it, others are added (the lane commands). */
export function tradeLaneImport(ctx: AppContext): ImportSpec<TradeLaneBody> {
  return {
    db: ctx.db, ctx, name: 'trade_lane', sheet: 'tradeLane.sheet', columns: tradeLaneColumns, schema: TradeLaneBody,
    idHeader: 'tradeLane.tradeLaneId', commands: tradeLaneCommands,
  };
}

import { RailLclRateImportRow } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { ImportSpec } from '../../../platform/excel/import';
import { railLclRateCommands } from './commands';
import { railRateColumns } from './railRate';

/** The columns of the rail LCL template, export and import: the rail columns, then the sales price per CBM. */
export const railLclRateColumns = [...railRateColumns, { header: 'railLclRate.salesprice', field: 'salesprice', holds: 'money' }] as const;

/**
 * Rail LCL rates, by id or by route and ETD; other rows are added (the rail LCL commands). Each carries its sales price
 * per CBM (further price entries are kept in the rate's dialog).
 */
export function railLclRateImport(ctx: AppContext): ImportSpec<RailLclRateImportRow> {
  return {
    db: ctx.db, ctx, name: 'rail_lcl_rate', sheet: 'railLclRate.sheet', columns: railLclRateColumns, schema: RailLclRateImportRow,
    idHeader: 'railLclRate.rwlclrateid', commands: railLclRateCommands,
  };
}

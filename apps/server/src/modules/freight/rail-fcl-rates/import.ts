import { RailFclRateImportRow } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { ImportSpec } from '../../../platform/excel/import';
import { railRateColumns } from '../rail-lcl-rates/railRate';
import { railFclRateCommands } from './commands';

/** The columns of the rail FCL template, export and import: the rail columns, the two 40HQ prices and the pickup address in three languages. */
export const railFclRateColumns = [
  ...railRateColumns,
  { header: 'railFclRate.price20', field: 'price20', holds: 'money' },
  { header: 'railFclRate.pricehc', field: 'pricehc', holds: 'money' },
  { header: 'railFclRate.pickupctnaddress', field: 'pickupctnaddress' },
  { header: 'railFclRate.englishpickupctnaddress', field: 'englishpickupctnaddress' },
  { header: 'railFclRate.russianpickupctnaddress', field: 'russianpickupctnaddress' },
] as const;

/** Rail FCL rates, by id or by route and ETD; other rows are added (the rail FCL commands). */
export function railFclRateImport(ctx: AppContext): ImportSpec<RailFclRateImportRow> {
  return {
    db: ctx.db, ctx, name: 'rail_fcl_rate', sheet: 'railFclRate.sheet', columns: railFclRateColumns, schema: RailFclRateImportRow,
    idHeader: 'railFclRate.rwrateid', commands: railFclRateCommands,
  };
}

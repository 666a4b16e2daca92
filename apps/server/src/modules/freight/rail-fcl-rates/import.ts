import { RailFclRateImportRow } from '@freight/domain';
import { railFclRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { inSlices, type ImportSpec } from '../../../platform/excel/import';
import { railRateColumns, railRateChecker } from '../rail-lcl-rates/railRate';
import { railFclRateFields } from './service';

/** The columns of the rail FCL template, export and import: the rail columns, the two 40HQ prices and the pickup address. */
export const railFclRateColumns = [
  ...railRateColumns,
  { header: 'railFclRate.price20', field: 'price20' },
  { header: 'railFclRate.pricehc', field: 'pricehc' },
  { header: 'railFclRate.pickupctnaddress', field: 'pickupctnaddress' },
] as const;

/** Rail FCL rates: every row is added as a new rate. Stations and lanes must be rail ones. */
export function railFclRateImport(ctx: AppContext, by: string): ImportSpec<RailFclRateImportRow> {
  return {
    db: ctx.db,
    name: 'rail_fcl_rate',
    sheet: 'railFclRate.sheet',
    columns: railFclRateColumns,
    schema: RailFclRateImportRow,
    checker: () => railRateChecker(ctx),
    write: (tx, records) => inSlices(records, 1000, (slice) => tx.insert(railFclRate)
      .values(slice.map((r) => ({ ...railFclRateFields(r), createBy: by })))),
  };
}

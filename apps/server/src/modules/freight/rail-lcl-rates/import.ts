import { RailLclRateImportRow } from '@freight/domain';
import { railLclPrice, railLclRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { inSlices, type ImportSpec } from '../../../platform/excel/import';
import { railRateColumns, railRateFields, railRateChecker } from './railRate';

/** The columns of the rail LCL template, export and import: the rail columns, then the sales price per CBM. */
export const railLclRateColumns = [...railRateColumns, { header: 'railLclRate.salesprice', field: 'salesprice' }] as const;

/**
 * Rail LCL rates: every row is added as a new rate with one price entry, its sales price per CBM in the
 * rate's currency (further entries are kept in the rate's dialog). Stations and lanes must be rail ones.
 */
export function railLclRateImport(ctx: AppContext, by: string): ImportSpec<RailLclRateImportRow> {
  return {
    db: ctx.db,
    name: 'rail_lcl_rate',
    sheet: 'railLclRate.sheet',
    columns: railLclRateColumns,
    schema: RailLclRateImportRow,
    checker: () => railRateChecker(ctx),
    write: (tx, records) => inSlices(records, 1000, async (slice) => {
      const added = await tx.insert(railLclRate).values(slice.map((r) => ({ ...railRateFields(r), createBy: by }))).returning({ id: railLclRate.rwlclrateid });
      await tx.insert(railLclPrice).values(added.map(({ id }, i) => ({ rwlclrateid: id, salesprice: slice[i]!.salesprice, currencycode: slice[i]!.currencycode })));
    }),
  };
}

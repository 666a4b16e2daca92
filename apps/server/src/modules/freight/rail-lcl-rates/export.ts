import type { RailRateFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { railLclRateColumns } from './import';
import { railCell } from './railRate';
import { railLclRateBatches, type RailLclRateRow } from './service';

/** The rail LCL export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export function railLclRateWorkbook(ctx: AppContext, filter: RailRateFilter): WorkbookSpec<RailLclRateRow> {
  return {
    name: 'rail_lcl_rate',
    sheet: 'railLclRate.sheet',
    columns: reimportable<RailLclRateRow>(
      { header: 'railLclRate.rwlclrateid', value: (r) => r.rwlclrateid },
      railLclRateColumns.map((c) => ({ header: c.header, value: (r: RailLclRateRow) => railCell(r, c.field, ctx.config.timeZone) })),
    ),
    batches: railLclRateBatches(ctx, filter),
  };
}

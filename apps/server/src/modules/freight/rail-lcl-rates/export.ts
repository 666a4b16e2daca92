import type { RailRateFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { railLclRateColumns } from './import';
import { railCell } from './railRate';
import { railLclRateBatches, type RailLclRateRow } from './service';

/** The rail LCL export: the id, then the import columns, so an exported file can be edited and imported again. */
export function railLclRateWorkbook(ctx: AppContext, filter: RailRateFilter): WorkbookSpec<RailLclRateRow> {
  return {
    name: 'rail_lcl_rate',
    sheet: 'railLclRate.sheet',
    columns: [
      { header: 'railLclRate.rwlclrateid', value: (r) => r.rwlclrateid, width: 10 },
      ...railLclRateColumns.map((c) => ({ header: c.header, value: (r: RailLclRateRow) => railCell(r, c.field) })),
    ],
    batches: railLclRateBatches(ctx, filter),
  };
}

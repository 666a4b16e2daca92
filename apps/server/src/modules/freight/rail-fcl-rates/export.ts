import type { RailRateFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { railFclRateColumns } from './import';
import { railCell } from '../rail-lcl-rates/railRate';
import { railFclRateBatches, type RailFclRate } from './service';

/** The rail FCL export: the id, then the import columns, so an exported file can be edited and imported again. */
export function railFclRateWorkbook(ctx: AppContext, filter: RailRateFilter): WorkbookSpec<RailFclRate> {
  return {
    name: 'rail_fcl_rate',
    sheet: 'railFclRate.sheet',
    columns: [
      { header: 'railFclRate.rwrateid', value: (r) => r.rwrateid, width: 10 },
      ...railFclRateColumns.map((c) => ({ header: c.header, value: (r: RailFclRate) => railCell(r, c.field) })),
    ],
    batches: railFclRateBatches(ctx, filter),
  };
}

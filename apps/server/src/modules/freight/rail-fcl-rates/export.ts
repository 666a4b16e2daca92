import type { RailRateFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { railCell } from '../rail-lcl-rates/railRate';
import { railFclRateColumns } from './import';
import { railFclRateBatches, type RailFclRate } from './service';

/** The rail FCL export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export function railFclRateWorkbook(ctx: AppContext, filter: RailRateFilter): WorkbookSpec<RailFclRate> {
  return {
    name: 'rail_fcl_rate',
    sheet: 'railFclRate.sheet',
    columns: reimportable<RailFclRate>(
      { header: 'railFclRate.rwrateid', value: (r) => r.rwrateid },
      railFclRateColumns.map((c) => ({ header: c.header, value: (r: RailFclRate) => railCell(r, c.field, ctx.config.timeZone) })),
    ),
    batches: railFclRateBatches(ctx, filter),
  };
}

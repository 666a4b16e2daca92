import type { SeaRateFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { seaRateColumns } from './import';
import { seaRateBatches, type SeaRate } from './service';

/** The sea-rate export: the id, then the import columns, so an exported file can be edited and imported again. */
export function seaRateWorkbook(ctx: AppContext, filter: SeaRateFilter): WorkbookSpec<SeaRate> {
  return {
    name: 'sea_rate',
    sheet: 'seaRate.sheet',
    columns: [
      { header: 'seaRate.fclrateid', value: (r) => r.fclrateid, width: 10 },
      ...seaRateColumns.map((c) => ({ header: c.header, value: (r: SeaRate) => r[c.field] })),
    ],
    batches: seaRateBatches(ctx, filter),
  };
}

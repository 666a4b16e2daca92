import type { SeaRateFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { seaRateColumns } from './import';
import { seaRateBatches, type SeaRate } from './service';

/** The sea-rate export: the import columns, so an exported file can be edited and imported again. */
export function seaRateWorkbook(ctx: AppContext, filter: SeaRateFilter): WorkbookSpec<SeaRate> {
  return {
    name: 'sea_rate',
    sheet: 'seaRate.sheet',
    columns: seaRateColumns.map((c) => ({ header: c.header, value: (r: SeaRate) => r[c.field] })),
    batches: seaRateBatches(ctx, filter),
  };
}

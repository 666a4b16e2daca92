import type { Language, SeaRateFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import { shownColumns } from '../../../platform/excel/shownColumns';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { seaRateColumns } from './import';
import { seaRateBatches, type SeaRate } from './service';

/** The sea-rate export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export async function seaRateWorkbook(ctx: AppContext, filter: SeaRateFilter, language: Language): Promise<WorkbookSpec<SeaRate>> {
  return {
    name: 'sea_rate',
    sheet: 'seaRate.sheet',
    columns: reimportable<SeaRate>({ header: 'seaRate.fclrateid', value: (r) => r.fclrateid }, await shownColumns<SeaRate>(ctx, language, seaRateColumns)),
    batches: seaRateBatches(ctx, filter),
  };
}

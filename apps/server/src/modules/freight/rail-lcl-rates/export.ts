import type { Language, RailRateFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import { shownColumns } from '../../../platform/excel/shownColumns';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { railLclRateColumns } from './import';
import { railLclRateBatches, type RailLclRateRow } from './service';

/** The rail LCL export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export async function railLclRateWorkbook(ctx: AppContext, filter: RailRateFilter, language: Language): Promise<WorkbookSpec<RailLclRateRow>> {
  return {
    name: 'rail_lcl_rate',
    sheet: 'railLclRate.sheet',
    columns: reimportable<RailLclRateRow>(
      { header: 'railLclRate.rwlclrateid', value: (r) => r.rwlclrateid },
      await shownColumns<RailLclRateRow>(ctx, language, railLclRateColumns),
    ),
    batches: railLclRateBatches(ctx, filter),
  };
}

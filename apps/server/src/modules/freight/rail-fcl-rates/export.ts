import type { Language, RailRateFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import { shownColumns } from '../../../platform/excel/shownColumns';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { railFclRateColumns } from './import';
import { railFclRateBatches, type RailFclRate } from './service';

/** The rail FCL export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export async function railFclRateWorkbook(ctx: AppContext, filter: RailRateFilter, language: Language): Promise<WorkbookSpec<RailFclRate>> {
  return {
    name: 'rail_fcl_rate',
    sheet: 'railFclRate.sheet',
    columns: reimportable<RailFclRate>(
      { header: 'railFclRate.rwrateid', value: (r) => r.rwrateid },
      await shownColumns<RailFclRate>(ctx, language, railFclRateColumns),
    ),
    batches: railFclRateBatches(ctx, filter),
  };
}

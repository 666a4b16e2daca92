import type { Language, TruckRateFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import { shownColumns } from '../../../platform/excel/shownColumns';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { truckRateColumns } from './import';
import { truckRateBatches, type TruckRate } from './service';

/** The truck-rate export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export async function truckRateWorkbook(ctx: AppContext, filter: TruckRateFilter, language: Language): Promise<WorkbookSpec<TruckRate>> {
  return {
    name: 'truck_rate',
    sheet: 'truckRate.sheet',
    columns: reimportable<TruckRate>({ header: 'truckRate.truckRateId', value: (r) => r.truckRateId }, await shownColumns<TruckRate>(ctx, language, truckRateColumns)),
    batches: truckRateBatches(ctx, filter),
  };
}

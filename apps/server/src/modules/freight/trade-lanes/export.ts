import type { Language, TradeLaneFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import { shownColumns } from '../../../platform/excel/shownColumns';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { tradeLaneColumns } from './import';
import { tradeLaneBatches, type TradeLane } from './service';

/** The lane export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export async function tradeLaneWorkbook(ctx: AppContext, filter: TradeLaneFilter, language: Language): Promise<WorkbookSpec<TradeLane>> {
  return {
    name: 'trade_lane',
    sheet: 'tradeLane.sheet',
    columns: reimportable<TradeLane>({ header: 'tradeLane.tradeLaneId', value: (l) => l.tradeLaneId }, await shownColumns<TradeLane>(ctx, language, tradeLaneColumns)),
    batches: tradeLaneBatches(ctx, filter),
  };
}

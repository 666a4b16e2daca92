import type { TradeLaneFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { tradeLaneColumns } from './import';
import { tradeLaneBatches, type TradeLane } from './service';

/** The lane export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export function tradeLaneWorkbook(ctx: AppContext, filter: TradeLaneFilter): WorkbookSpec<TradeLane> {
  return {
    name: 'trade_lane',
    sheet: 'tradeLane.sheet',
    columns: reimportable<TradeLane>({ header: 'tradeLane.tradeLaneId', value: (l) => l.tradeLaneId }, tradeLaneColumns.map((c) => ({ header: c.header, value: (l: TradeLane) => l[c.field] }))),
    batches: tradeLaneBatches(ctx, filter),
  };
}

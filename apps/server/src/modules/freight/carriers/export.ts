import type { CarrierFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { carrierColumns } from './import';
import { carrierBatches, type Carrier } from './service';

/** The carrier export: the import columns, so an exported file can be edited and imported again. */
export function carrierWorkbook(ctx: AppContext, filter: CarrierFilter): WorkbookSpec<Carrier> {
  return {
    name: 'carrier',
    sheet: 'carrier.sheet',
    columns: carrierColumns.map((c) => ({ header: c.header, value: (row: Carrier) => row[c.field] })),
    batches: carrierBatches(ctx, filter),
  };
}

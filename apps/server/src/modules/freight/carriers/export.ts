import type { Language, CarrierFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import { shownColumns } from '../../../platform/excel/shownColumns';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { carrierColumns } from './import';
import { carrierBatches, type Carrier } from './service';

/** The carrier export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export async function carrierWorkbook(ctx: AppContext, filter: CarrierFilter, language: Language): Promise<WorkbookSpec<Carrier>> {
  return {
    name: 'carrier',
    sheet: 'carrier.sheet',
    columns: reimportable<Carrier>({ header: 'carrier.carrierId', value: (c) => c.carrierId }, await shownColumns<Carrier>(ctx, language, carrierColumns)),
    batches: carrierBatches(ctx, filter),
  };
}

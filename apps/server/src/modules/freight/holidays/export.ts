import type { Language, HolidayFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import { shownColumns } from '../../../platform/excel/shownColumns';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { holidayColumns } from './import';
import { holidayBatches, type Holiday } from './service';

/** The holiday export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export async function holidayWorkbook(ctx: AppContext, filter: HolidayFilter, language: Language): Promise<WorkbookSpec<Holiday>> {
  return {
    name: 'holiday',
    sheet: 'holiday.sheet',
    columns: reimportable<Holiday>({ header: 'holiday.holidayId', value: (h) => h.holidayId }, await shownColumns<Holiday>(ctx, language, holidayColumns)),
    batches: holidayBatches(ctx, filter),
  };
}

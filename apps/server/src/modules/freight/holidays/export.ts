import type { HolidayFilter } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { reimportable } from '../../../platform/excel/import';
import type { WorkbookSpec } from '../../../platform/excel/workbook';
import { holidayColumns } from './import';
import { holidayBatches, type Holiday } from './service';

/** The holiday export: the id, the import columns and the version, so an exported file can be edited and imported again. */
export function holidayWorkbook(ctx: AppContext, filter: HolidayFilter): WorkbookSpec<Holiday> {
  return {
    name: 'holiday',
    sheet: 'holiday.sheet',
    columns: reimportable<Holiday>({ header: 'holiday.holidayId', value: (h) => h.holidayId }, holidayColumns.map((c) => ({ header: c.header, value: (h: Holiday) => h[c.field] }))),
    batches: holidayBatches(ctx, filter),
  };
}

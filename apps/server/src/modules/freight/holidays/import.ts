import { HolidayBody } from '@freight/domain';
import { holiday } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import type { ImportSpec } from '../../../platform/excel/import';
import { tableStore } from '../../../platform/excel/importStore';

/** The columns of the holiday template, export and import, in order. */
export const holidayColumns = [
  { header: 'holiday.day', field: 'day' },
  { header: 'holiday.name', field: 'name' },
] as const;

/** Holidays by day: a known day is that holiday, others are added. */
export function holidayImport(ctx: AppContext): ImportSpec<HolidayBody> {
  return {
    db: ctx.db,
    name: 'holiday',
    sheet: 'holiday.sheet',
    columns: holidayColumns,
    schema: HolidayBody,
    store: tableStore({ table: holiday, id: 'holidayId', key: ['day'], values: (h) => ({ day: h.day, name: h.name }) }),
  };
}

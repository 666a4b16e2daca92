import { HolidayBody } from '@freight/domain';
import { holiday } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { inSlices, type ImportSpec } from '../../../platform/excel/import';
import { fromImportedRow } from '../../../platform/excel/importWrites';

/** The columns of the holiday template, export and import, in order. */
export const holidayColumns = [
  { header: 'holiday.day', field: 'day' },
  { header: 'holiday.name', field: 'name' },
] as const;

const updated = fromImportedRow(['name', 'updateBy', 'updateTime']);

/** Holidays by day: a known day gets the row's name, others are added. */
export function holidayImport(ctx: AppContext, by: string): ImportSpec<HolidayBody> {
  return {
    db: ctx.db,
    name: 'holiday',
    sheet: 'holiday.sheet',
    columns: holidayColumns,
    schema: HolidayBody,
    key: (h) => h.day,
    keyField: 'day',
    write: (tx, records) => inSlices(records, 1000, (slice) => tx.insert(holiday)
      .values(slice.map((h) => ({ day: h.day, name: h.name, createBy: by, updateBy: by, updateTime: new Date() })))
      .onConflictDoUpdate({ target: holiday.day, set: updated })),
  };
}

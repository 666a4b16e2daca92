import { HolidayBody } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import type { ImportSpec } from '../../../platform/excel/import';
import { holidayCommands } from './commands';

/** The columns of the holiday template, export and import, in order. */
export const holidayColumns = [
  { header: 'holiday.day', field: 'day', holds: 'day' },
  { header: 'holiday.name', field: 'name' },
] as const;

/** Holidays by id or day: a row naming a stored holiday updates it, others are added (the holiday commands). */
export function holidayImport(ctx: AppContext): ImportSpec<HolidayBody> {
  return { db: ctx.db, ctx, name: 'holiday', sheet: 'holiday.sheet', columns: holidayColumns, schema: HolidayBody, idHeader: 'holiday.holidayId', commands: holidayCommands };
}

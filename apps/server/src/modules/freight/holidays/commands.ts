import { inArray } from 'drizzle-orm';
import type { HolidayBody } from '@freight/domain';
import { holiday } from '../../../db/schema/index';
import { recordCommands } from '../../../platform/commands/recordCommands';
import { tableStore } from '../../../platform/excel/importStore';

/** Holidays by day (one a day), from the dialog and the import alike. */
export const holidayCommands = recordCommands<HolidayBody>({
  entity: 'freight:holiday',
  store: tableStore({ table: holiday, id: 'holidayId', key: ['day'], values: (h) => ({ day: h.day, name: h.name }) }),
  describe: (h) => h.day,
  remove: async (ctx, ids) => {
    await ctx.db.delete(holiday).where(inArray(holiday.holidayId, ids));
  },
});

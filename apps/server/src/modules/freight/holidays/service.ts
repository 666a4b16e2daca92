import { and, asc, eq, gt, gte, lte, type SQL } from 'drizzle-orm';
import type { HolidayFilter, HolidayQuery } from '@freight/domain';
import { holiday } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type Holiday = typeof holiday.$inferSelect;

const matching = (filter: HolidayFilter): SQL | undefined => and(
  contains(holiday.name, filter.name),
  filter.year ? and(gte(holiday.day, `${filter.year}-01-01`), lte(holiday.day, `${filter.year}-12-31`)) : undefined,
);

export function listHolidays(ctx: AppContext, query: HolidayQuery): Promise<Page<Holiday>> {
  const where = matching(query);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(holiday).where(where).orderBy(asc(holiday.day)).limit(limit).offset(offset),
    () => ctx.db.$count(holiday, where),
  );
}

/** Every matching holiday, batch by batch (for the export). */
export function holidayBatches(ctx: AppContext, filter: HolidayFilter) {
  const where = matching(filter);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(holiday).where(and(where, gt(holiday.holidayId, after))).orderBy(asc(holiday.holidayId)).limit(limit),
    (h) => h.holidayId,
  );
}

export async function getHoliday(ctx: AppContext, holidayId: number): Promise<Holiday> {
  const [found] = await ctx.db.select().from(holiday).where(eq(holiday.holidayId, holidayId));
  if (!found) throw new AppError('http.404', {}, 404);
  return found;
}

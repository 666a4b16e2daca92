import { and, asc, eq, gt, gte, inArray, lte, ne, type SQL } from 'drizzle-orm';
import type { Edited, HolidayBody, HolidayFilter, HolidayQuery } from '@freight/domain';
import { holiday } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
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

async function checkUnique(ctx: AppContext, body: HolidayBody) {
  const others = body.holidayId ? ne(holiday.holidayId, body.holidayId) : undefined;
  const [clash] = await ctx.db.select({ id: holiday.holidayId }).from(holiday).where(and(others, eq(holiday.day, body.day)));
  if (clash) throw new AppError('freight.exists', { name: body.day });
}

export async function addHoliday(ctx: AppContext, body: HolidayBody, by: string): Promise<void> {
  await checkUnique(ctx, body);
  await ctx.db.insert(holiday).values({ day: body.day, name: body.name, createBy: by });
}

export async function updateHoliday(ctx: AppContext, body: Edited<HolidayBody>, by: string): Promise<void> {
  if (!body.holidayId) throw new AppError('http.404', {}, 404);
  await getHoliday(ctx, body.holidayId);
  await checkUnique(ctx, body);
  await saveEdit(ctx.db, holiday, eq(holiday.holidayId, body.holidayId), body.version, { day: body.day, name: body.name, updateBy: by, updateTime: new Date() });
}

export async function removeHolidays(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.delete(holiday).where(inArray(holiday.holidayId, ids));
}

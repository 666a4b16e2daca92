import { and, asc, eq, gt, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Edited, TradeLaneBody, TradeLaneFilter, TradeLaneListQuery } from '@freight/domain';
import { port, tradeLane } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type TradeLane = typeof tradeLane.$inferSelect;

const matching = (filter: TradeLaneFilter): SQL | undefined => and(
  contains(tradeLane.tradelanecode, filter.tradelanecode),
  filter.tradelanename
    ? or(contains(tradeLane.tradelanename, filter.tradelanename), contains(tradeLane.englishname, filter.tradelanename), contains(tradeLane.russianname, filter.tradelanename))
    : undefined,
  equals(tradeLane.moduletype, filter.moduletype),
  equals(tradeLane.isforbid, filter.isforbid),
);

export function listTradeLanes(ctx: AppContext, query: TradeLaneListQuery): Promise<Page<TradeLane>> {
  const where = matching(query);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(tradeLane).where(where).orderBy(asc(tradeLane.moduletype), asc(tradeLane.sort), asc(tradeLane.tradelanecode)).limit(limit).offset(offset),
    () => ctx.db.$count(tradeLane, where),
  );
}

/** Every matching lane, batch by batch (for the export). */
export function tradeLaneBatches(ctx: AppContext, filter: TradeLaneFilter) {
  const where = matching(filter);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(tradeLane).where(and(where, gt(tradeLane.tradeLaneId, after))).orderBy(asc(tradeLane.tradeLaneId)).limit(limit),
    (l) => l.tradeLaneId,
  );
}

export async function getTradeLane(ctx: AppContext, tradeLaneId: number): Promise<TradeLane> {
  const [found] = await ctx.db.select().from(tradeLane).where(eq(tradeLane.tradeLaneId, tradeLaneId));
  if (!found) throw new AppError('http.404', {}, 404);
  return found;
}

async function checkUnique(ctx: AppContext, body: TradeLaneBody) {
  const others = body.tradeLaneId ? ne(tradeLane.tradeLaneId, body.tradeLaneId) : undefined;
  const [clash] = await ctx.db.select({ id: tradeLane.tradeLaneId }).from(tradeLane).where(and(others, eq(tradeLane.tradelanecode, body.tradelanecode)));
  if (clash) throw new AppError('freight.exists', { name: body.tradelanecode });
}

/** The stored columns of a lane from the dialog or an imported row. */
export const tradeLaneFields = (body: TradeLaneBody) => ({
  tradelanecode: body.tradelanecode, moduletype: body.moduletype, tradelanename: body.tradelanename, englishname: body.englishname,
  russianname: body.russianname, isforbid: body.isforbid, sort: body.sort, remark: body.remark ?? null,
});

export async function addTradeLane(ctx: AppContext, body: TradeLaneBody, by: string): Promise<void> {
  await checkUnique(ctx, body);
  await ctx.db.insert(tradeLane).values({ ...tradeLaneFields(body), createBy: by });
}

/** Saving with `isforbid` 'Y' takes the lane's rates off the portal at once (the rates-version trigger drops cached searches). */
export async function updateTradeLane(ctx: AppContext, body: Edited<TradeLaneBody>, by: string): Promise<void> {
  if (!body.tradeLaneId) throw new AppError('http.404', {}, 404);
  await getTradeLane(ctx, body.tradeLaneId);
  await checkUnique(ctx, body);
  await saveEdit(ctx.db, tradeLane, eq(tradeLane.tradeLaneId, body.tradeLaneId), body.version, { ...tradeLaneFields(body), updateBy: by, updateTime: new Date() });
}

/** Deletes lanes no port belongs to; a lane still in use refuses the whole deletion and is named. */
export async function removeTradeLanes(ctx: AppContext, ids: number[]): Promise<void> {
  const [used] = await ctx.db.select({ code: tradeLane.tradelanecode }).from(tradeLane)
    .innerJoin(port, eq(port.tradelanecode, tradeLane.tradelanecode))
    .where(inArray(tradeLane.tradeLaneId, ids)).limit(1);
  if (used) throw new AppError('freight.tradeLane.inUse', { name: used.code });
  await ctx.db.delete(tradeLane).where(inArray(tradeLane.tradeLaneId, ids));
}

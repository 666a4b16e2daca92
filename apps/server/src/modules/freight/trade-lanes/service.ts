import { and, asc, eq, gt, or, type SQL } from 'drizzle-orm';
import type { TradeLaneBody, TradeLaneFilter, TradeLaneListQuery } from '@freight/domain';
import { tradeLane } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, containsAny, equals } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type TradeLane = typeof tradeLane.$inferSelect;

const matching = (filter: TradeLaneFilter): SQL | undefined => and(
  contains(tradeLane.tradelanecode, filter.tradelanecode),
  filter.tradelanename
    ? or(contains(tradeLane.tradelanename, filter.tradelanename), contains(tradeLane.englishname, filter.tradelanename), contains(tradeLane.russianname, filter.tradelanename))
    : undefined,
  containsAny([tradeLane.tradelanecode, tradeLane.tradelanename, tradeLane.englishname, tradeLane.russianname], filter.keyword),
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

/** The stored columns of a lane from the dialog or an imported row. */
export const tradeLaneFields = (body: TradeLaneBody) => ({
  tradelanecode: body.tradelanecode, moduletype: body.moduletype, tradelanename: body.tradelanename, englishname: body.englishname,
  russianname: body.russianname, isforbid: body.isforbid, sort: body.sort, remark: body.remark ?? null,
});

import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { RailRateFilter, RailRateListQuery } from '@freight/domain';
import { railLclPrice, railLclRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import type { Page } from '../../../platform/list/page';
import { ratePage } from '../rateList';
import { railMatching, railSailingColumns, railSortColumns } from './railRate';

export type RailLclRate = typeof railLclRate.$inferSelect;
export type RailLclPrice = typeof railLclPrice.$inferSelect;
/** A listed or exported rate with its sales price (the first price entry by sort). */
export type RailLclRateRow = RailLclRate & { salesprice: number | null };

/**
 * The sales price: the first price entry by sort (the one the reference price uses). Written with table
 * names, since drizzle leaves columns unqualified inside a selected sql and the subquery would compare its own.
 */
const salesprice = sql<number | null>`(select p.salesprice from ${railLclPrice} p where p.rwlclrateid = ${railLclRate}.rwlclrateid
  order by p.sort, p.price_id limit 1)`.mapWith(Number);

const withSalesPrice = (ctx: AppContext) => ctx.db.select({ rate: railLclRate, salesprice }).from(railLclRate);
const flatten = (rows: { rate: RailLclRate; salesprice: number | null }[]): RailLclRateRow[] => rows.map((r) => ({ ...r.rate, salesprice: r.salesprice }));

/** A page of rail LCL rates with their sales prices: sorted as asked, else the current departures first (ratePage). */
export function listRailLclRates(ctx: AppContext, query: RailRateListQuery): Promise<Page<RailLclRateRow>> {
  return ratePage(
    query, railSailingColumns(railLclRate), railSortColumns(railLclRate), railMatching(railLclRate, query),
    async (where, order, { limit, offset }) => flatten(await withSalesPrice(ctx).where(where).orderBy(...order).limit(limit).offset(offset)),
    (where) => ctx.db.$count(railLclRate, where),
  );
}

/** Every matching rate with its sales price, batch by batch (for the export). */
export function railLclRateBatches(ctx: AppContext, filter: RailRateFilter) {
  const where = railMatching(railLclRate, filter);
  return keysetBatches(
    async (after, limit) => flatten(await withSalesPrice(ctx).where(and(where, gt(railLclRate.rwlclrateid, after))).orderBy(asc(railLclRate.rwlclrateid)).limit(limit)),
    (r) => r.rwlclrateid,
  );
}

/** A rate with its price entries in order (the first is the sales price). */
export async function getRailLclRate(ctx: AppContext, id: number): Promise<RailLclRate & { prices: RailLclPrice[] }> {
  const [found] = await ctx.db.select().from(railLclRate).where(eq(railLclRate.rwlclrateid, id));
  if (!found) throw new AppError('http.404', {}, 404);
  const prices = await ctx.db.select().from(railLclPrice).where(eq(railLclPrice.rwlclrateid, id)).orderBy(asc(railLclPrice.sort), asc(railLclPrice.priceId));
  return { ...found, prices };
}

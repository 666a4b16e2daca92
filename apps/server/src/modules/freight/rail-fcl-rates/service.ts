import { and, asc, eq, gt } from 'drizzle-orm';
import type { RailFclRateImportRow, RailRateFilter, RailRateListQuery } from '@freight/domain';
import { railFclRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { findPage, type Page } from '../../../platform/list/page';
import { railMatching, railRateFields } from '../rail-lcl-rates/railRate';

export type RailFclRate = typeof railFclRate.$inferSelect;

export function listRailFclRates(ctx: AppContext, query: RailRateListQuery): Promise<Page<RailFclRate>> {
  const where = railMatching(railFclRate, query);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(railFclRate).where(where)
      .orderBy(asc(railFclRate.portofloadingcode), asc(railFclRate.finaldestinationcode), asc(railFclRate.senddatetime), asc(railFclRate.rwrateid)).limit(limit).offset(offset),
    () => ctx.db.$count(railFclRate, where),
  );
}

/** Every matching rate, batch by batch (for the export). */
export function railFclRateBatches(ctx: AppContext, filter: RailRateFilter) {
  const where = railMatching(railFclRate, filter);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(railFclRate).where(and(where, gt(railFclRate.rwrateid, after))).orderBy(asc(railFclRate.rwrateid)).limit(limit),
    (r) => r.rwrateid,
  );
}

export async function getRailFclRate(ctx: AppContext, id: number): Promise<RailFclRate> {
  const [found] = await ctx.db.select().from(railFclRate).where(eq(railFclRate.rwrateid, id));
  if (!found) throw new AppError('http.404', {}, 404);
  return found;
}

/** The stored columns of a rail FCL rate from the dialog or an imported row. */
export const railFclRateFields = (r: RailFclRateImportRow) => ({
  ...railRateFields(r), price20: r.price20, pricehc: r.pricehc, pickupctnaddress: r.pickupctnaddress,
});

import { and, asc, eq, gt } from 'drizzle-orm';
import type { RailFclRateImportRow, RailFclRateListQuery, RailRateFilter } from '@freight/domain';
import { railFclRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import type { Page } from '../../../platform/list/page';
import { railMatching, railRateFields, railSailingColumns, railSortColumns } from '../rail-lcl-rates/railRate';
import { ratePage } from '../rateList';

export type RailFclRate = typeof railFclRate.$inferSelect;

const sortColumns = { ...railSortColumns(railFclRate), price20: railFclRate.price20, pricehc: railFclRate.pricehc };

/** A page of rail FCL rates: sorted as asked, else the current departures first (ratePage). */
export function listRailFclRates(ctx: AppContext, query: RailFclRateListQuery): Promise<Page<RailFclRate>> {
  return ratePage(
    query, railSailingColumns(railFclRate), sortColumns, railMatching(railFclRate, query),
    (where, order, { limit, offset }) => ctx.db.select().from(railFclRate).where(where).orderBy(...order).limit(limit).offset(offset),
    (where) => ctx.db.$count(railFclRate, where),
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
  englishpickupctnaddress: r.englishpickupctnaddress, russianpickupctnaddress: r.russianpickupctnaddress,
});

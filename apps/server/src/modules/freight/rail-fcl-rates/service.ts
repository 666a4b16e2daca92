import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Edited, RailFclRateBody, RailFclRateImportRow, RailRateFilter, RailRateListQuery } from '@freight/domain';
import { railFclRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { findPage, type Page } from '../../../platform/list/page';
import { checkRailRate, railMatching, railRateFields } from '../rail-lcl-rates/railRate';

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

export async function addRailFclRate(ctx: AppContext, body: RailFclRateBody, by: string): Promise<void> {
  await checkRailRate(ctx, body);
  await ctx.db.insert(railFclRate).values({ ...railFclRateFields(body), createBy: by });
}

export async function updateRailFclRate(ctx: AppContext, body: Edited<RailFclRateBody>, by: string): Promise<void> {
  if (!body.rwrateid) throw new AppError('http.404', {}, 404);
  await getRailFclRate(ctx, body.rwrateid);
  await checkRailRate(ctx, body);
  await saveEdit(ctx.db, railFclRate, eq(railFclRate.rwrateid, body.rwrateid), body.version, { ...railFclRateFields(body), updateBy: by, updateTime: new Date() });
}

export async function removeRailFclRates(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.delete(railFclRate).where(inArray(railFclRate.rwrateid, ids));
}

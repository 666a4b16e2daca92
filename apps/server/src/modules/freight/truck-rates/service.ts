import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { TruckRateBody, TruckRateFilter, TruckRateQuery } from '@freight/domain';
import { port, truckRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type TruckRate = typeof truckRate.$inferSelect;

const matching = (filter: TruckRateFilter): SQL | undefined => and(
  contains(truckRate.toarea, filter.toarea),
  equals(truckRate.portcode, filter.portcode?.toUpperCase()),
  equals(truckRate.status, filter.status),
);

export function listTruckRates(ctx: AppContext, query: TruckRateQuery): Promise<Page<TruckRate>> {
  const where = matching(query);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(truckRate).where(where).orderBy(asc(truckRate.portcode), asc(truckRate.toarea)).limit(limit).offset(offset),
    () => ctx.db.$count(truckRate, where),
  );
}

/** Every matching truck rate, batch by batch (for the export). */
export function truckRateBatches(ctx: AppContext, filter: TruckRateFilter) {
  const where = matching(filter);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(truckRate).where(and(where, gt(truckRate.truckRateId, after))).orderBy(asc(truckRate.truckRateId)).limit(limit),
    (r) => r.truckRateId,
  );
}

export async function getTruckRate(ctx: AppContext, truckRateId: number): Promise<TruckRate> {
  const [found] = await ctx.db.select().from(truckRate).where(eq(truckRate.truckRateId, truckRateId));
  if (!found) throw new AppError('http.404', {}, 404);
  return found;
}

/** Port and station codes that exist (a truck rate leads to one of them). */
export async function knownPorts(ctx: AppContext): Promise<Set<string>> {
  return new Set((await ctx.db.select({ code: port.portcode }).from(port)).map((p) => p.code));
}

/** The stored columns of a truck rate from the dialog or an imported row. */
export const truckRateFields = (body: TruckRateBody) => ({
  toarea: body.toarea, portcode: body.portcode, pricecbm: body.pricecbm, pricehc: body.pricehc, currencycode: body.currencycode, status: body.status,
});

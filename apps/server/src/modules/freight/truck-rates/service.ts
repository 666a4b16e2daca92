import { and, asc, eq, gt, inArray, ne, type SQL } from 'drizzle-orm';
import type { Edited, TruckRateBody, TruckRateFilter, TruckRateQuery } from '@freight/domain';
import { port, truckRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';
import { knownCurrencies, requireKnown } from '../sea-rates/references';

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

async function checkTruckRate(ctx: AppContext, body: TruckRateBody) {
  const others = body.truckRateId ? ne(truckRate.truckRateId, body.truckRateId) : undefined;
  const [clash] = await ctx.db.select({ id: truckRate.truckRateId }).from(truckRate)
    .where(and(others, eq(truckRate.toarea, body.toarea), eq(truckRate.portcode, body.portcode)));
  if (clash) throw new AppError('freight.exists', { name: `${body.toarea} → ${body.portcode}` });
  if (!(await knownPorts(ctx)).has(body.portcode)) throw new AppError('freight.unknown.port', { code: body.portcode }, 400);
  requireKnown(await knownCurrencies(ctx), body.currencycode, 'freight.unknown.currency');
}

/** The stored columns of a truck rate from the dialog or an imported row. */
export const truckRateFields = (body: TruckRateBody) => ({
  toarea: body.toarea, portcode: body.portcode, pricecbm: body.pricecbm, pricehc: body.pricehc, currencycode: body.currencycode, status: body.status,
});

export async function addTruckRate(ctx: AppContext, body: TruckRateBody, by: string): Promise<void> {
  await checkTruckRate(ctx, body);
  await ctx.db.insert(truckRate).values({ ...truckRateFields(body), createBy: by });
}

export async function updateTruckRate(ctx: AppContext, body: Edited<TruckRateBody>, by: string): Promise<void> {
  if (!body.truckRateId) throw new AppError('http.404', {}, 404);
  await getTruckRate(ctx, body.truckRateId);
  await checkTruckRate(ctx, body);
  await saveEdit(ctx.db, truckRate, eq(truckRate.truckRateId, body.truckRateId), body.version, { ...truckRateFields(body), updateBy: by, updateTime: new Date() });
}

export async function removeTruckRates(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.delete(truckRate).where(inArray(truckRate.truckRateId, ids));
}

import { and, asc, desc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { Edited, ExchangeRateBody, ExchangeRateFilter, ExchangeRateQuery } from '@freight/domain';
import { exchangeRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { equals } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type ExchangeRate = typeof exchangeRate.$inferSelect;

const matching = (filter: ExchangeRateFilter): SQL | undefined => and(
  equals(exchangeRate.srccurrency, filter.srccurrency?.toUpperCase()),
  equals(exchangeRate.destcurrency, filter.destcurrency?.toUpperCase()),
);

/** Newest first: the first row of a pair is the one the portal header shows. */
export function listExchangeRates(ctx: AppContext, query: ExchangeRateQuery): Promise<Page<ExchangeRate>> {
  const where = matching(query);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(exchangeRate).where(where)
      .orderBy(asc(exchangeRate.srccurrency), asc(exchangeRate.destcurrency), desc(exchangeRate.fromdate)).limit(limit).offset(offset),
    () => ctx.db.$count(exchangeRate, where),
  );
}

/** Every matching rate, batch by batch (for the export). */
export function exchangeRateBatches(ctx: AppContext, filter: ExchangeRateFilter) {
  const where = matching(filter);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(exchangeRate).where(and(where, gt(exchangeRate.exchangeRateId, after))).orderBy(asc(exchangeRate.exchangeRateId)).limit(limit),
    (r) => r.exchangeRateId,
  );
}

export async function getExchangeRate(ctx: AppContext, exchangeRateId: number): Promise<ExchangeRate> {
  const [found] = await ctx.db.select().from(exchangeRate).where(eq(exchangeRate.exchangeRateId, exchangeRateId));
  if (!found) throw new AppError('http.404', {}, 404);
  return found;
}

/** The same pair from the same day: one rate only. */
export const samePairAndDay = (body: Pick<ExchangeRateBody, 'srccurrency' | 'destcurrency' | 'fromdate'>) =>
  and(eq(exchangeRate.srccurrency, body.srccurrency), eq(exchangeRate.destcurrency, body.destcurrency), eq(exchangeRate.fromdate, body.fromdate));

async function checkUnique(ctx: AppContext, body: ExchangeRateBody) {
  const [clash] = await ctx.db.select({ id: exchangeRate.exchangeRateId }).from(exchangeRate).where(samePairAndDay(body));
  if (clash && clash.id !== body.exchangeRateId) throw new AppError('freight.exists', { name: `${body.srccurrency}/${body.destcurrency} ${body.fromdate}` });
}

export const exchangeRateFields = (body: ExchangeRateBody) => ({
  srccurrency: body.srccurrency, destcurrency: body.destcurrency, exchangerate: body.exchangerate, fromdate: body.fromdate, remark: body.remark ?? null,
});

export async function addExchangeRate(ctx: AppContext, body: ExchangeRateBody, by: string): Promise<void> {
  await checkUnique(ctx, body);
  await ctx.db.insert(exchangeRate).values({ ...exchangeRateFields(body), createBy: by });
}

export async function updateExchangeRate(ctx: AppContext, body: Edited<ExchangeRateBody>, by: string): Promise<void> {
  if (!body.exchangeRateId) throw new AppError('http.404', {}, 404);
  await getExchangeRate(ctx, body.exchangeRateId);
  await checkUnique(ctx, body);
  await saveEdit(ctx.db, exchangeRate, eq(exchangeRate.exchangeRateId, body.exchangeRateId), body.version, { ...exchangeRateFields(body), updateBy: by, updateTime: new Date() });
}

export async function removeExchangeRates(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.delete(exchangeRate).where(inArray(exchangeRate.exchangeRateId, ids));
}

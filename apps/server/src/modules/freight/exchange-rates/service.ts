import { and, asc, desc, eq, gt, type SQL } from 'drizzle-orm';
import type { ExchangeRateBody, ExchangeRateFilter, ExchangeRateQuery } from '@freight/domain';
import { exchangeRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
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

/** The stored columns of an exchange rate from the dialog or an imported row. */
export const exchangeRateFields = (body: ExchangeRateBody) => ({
  srccurrency: body.srccurrency, destcurrency: body.destcurrency, exchangerate: body.exchangerate, fromdate: body.fromdate, remark: body.remark ?? null,
});

import { and, desc, eq, lte } from 'drizzle-orm';
import { todayUtc } from '@freight/domain';
import type { Db } from '../../../db/client';
import { exchangeRate } from '../../../db/schema/index';

const columns = {
  exchangerateid: exchangeRate.exchangeRateId,
  srccurrency: exchangeRate.srccurrency,
  destcurrency: exchangeRate.destcurrency,
  exchangerate: exchangeRate.exchangerate,
  fromdate: exchangeRate.fromdate,
};

/** Records already in force: a rate entered ahead for a later date applies from that date (server date, UTC). */
const inForce = () => lte(exchangeRate.fromdate, todayUtc());
const newestFirst = [desc(exchangeRate.fromdate), desc(exchangeRate.exchangeRateId)];

/** Records in force, newest first, one page of `maxrows`. */
export function latestRates(db: Db, page: number, maxrows: number) {
  return db.select(columns).from(exchangeRate).where(inForce()).orderBy(...newestFirst).limit(maxrows).offset(page * maxrows);
}

export type ExchangeRateRow = Awaited<ReturnType<typeof latestRates>>[number];

/** The rate of a currency pair in force today, or null when none is. */
export async function latestRate(db: Db, srccurrency: string, destcurrency: string): Promise<ExchangeRateRow | null> {
  const [row] = await db.select(columns).from(exchangeRate)
    .where(and(eq(exchangeRate.srccurrency, srccurrency), eq(exchangeRate.destcurrency, destcurrency), inForce()))
    .orderBy(...newestFirst)
    .limit(1);
  return row ?? null;
}

import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import { perOwner } from '../../../platform/perOwner';
import { readThrough } from '../../../platform/sharedRead';

/**
 * The rates open on one lane (enabled, not expired, carrier enabled, lane not forbidden), read by one
 * query per rates version and day and shared by every search of the lane. Customers' searches differ
 * in sailing date, filters and sort far more than in lane, so most of them miss the reply cache; the
 * lane's few hundred open rates filtered and sorted in memory answer them without a query each.
 * A lane with more open rates than `laneRateLimit` is not kept: its searches run in SQL.
 */
export const laneRateLimit = 2000;

/** Codes and dates in code-unit order, as the searches' SQL sorts them (`collate "C"`). */
export const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

type LaneRates = readonly unknown[] | null;

const newCache = () => new LRUCache<string, { rows: LaneRates }>({
  max: 2000,
  // Rows held, so a few large lanes cannot crowd memory (about 1 KB a row).
  maxSize: 100_000,
  sizeCalculation: ({ rows }) => Math.max(1, rows?.length ?? 1),
  ttl: 10 * 60_000,
});

const byDatabase = new WeakMap<Db, ReturnType<typeof newCache>>();

/**
 * The lane's open rates at `version` on `day`, or null when the lane has more than `laneRateLimit`.
 * `read(limit)` returns the lane's open rates, at most `limit` of them.
 */
export async function laneRates<R>(
  db: Db, lane: { table: string; version: number; day: string; from: string; to: string }, read: (limit: number) => Promise<R[]>,
): Promise<readonly R[] | null> {
  const lanes = perOwner(byDatabase, db, newCache);
  const key = `${lane.table}\n${lane.version}\n${lane.day}\n${lane.from}\n${lane.to}`;
  const { rows } = await readThrough(lanes, key, async () => {
    const found = await read(laneRateLimit + 1);
    return { rows: found.length > laneRateLimit ? null : found };
  });
  return rows as readonly R[] | null;
}

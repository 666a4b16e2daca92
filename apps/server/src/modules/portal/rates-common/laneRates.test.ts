import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client';
import { boundCaches, defaultCacheBounds } from '../../../platform/cacheBounds';
import { laneFromJson, laneRateLimit, laneRates } from './laneRates';

const lane = (to: string) => ({ table: 'sea', version: 1, day: '2026-12-02', from: 'CNSHA', to });
const rowsOf = (count: number) => JSON.stringify(Array.from({ length: count }, (_, i) => ({ id: i, remark: 'x'.repeat(100) })));

afterEach(() => boundCaches(defaultCacheBounds));

describe('a lane’s open rates in memory', () => {
  it('are kept from the second search of the lane, and read for each search before', async () => {
    const read = vi.fn(async () => laneFromJson(rowsOf(3)));
    const db = {} as Db;
    for (let i = 0; i < 4; i++) expect((await laneRates(db, lane('NLRTM'), read))!.rows).toHaveLength(3);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('are kept within the configured bytes, a lane larger than them never', async () => {
    boundCaches({ ...defaultCacheBounds, laneBytes: 10_000 });
    const db = {} as Db;
    const small = vi.fn(async () => laneFromJson(rowsOf(5)));
    const large = vi.fn(async () => laneFromJson(rowsOf(100)));
    for (let i = 0; i < 4; i++) {
      await laneRates(db, lane('SMALL'), small);
      await laneRates(db, lane('LARGE'), large);
    }
    expect(small).toHaveBeenCalledTimes(2);
    expect(large).toHaveBeenCalledTimes(4);
  });

  it('are not kept at all with a bound of 0, though calls asking at once share one read', async () => {
    boundCaches({ ...defaultCacheBounds, laneBytes: 0 });
    const db = {} as Db;
    const read = vi.fn(async () => laneFromJson(rowsOf(2)));
    await Promise.all([1, 2, 3].map(() => laneRates(db, lane('SHARED'), read)));
    await laneRates(db, lane('SHARED'), read);
    await laneRates(db, lane('SHARED'), read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('tell a lane too large to search in memory at once, and remember it', async () => {
    const db = {} as Db;
    const read = vi.fn(async (limit: number) => laneFromJson(rowsOf(Math.min(limit, laneRateLimit + 5))));
    expect(await laneRates(db, lane('HUGE'), read)).toBeNull();
    expect(await laneRates(db, lane('HUGE'), read)).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });
});

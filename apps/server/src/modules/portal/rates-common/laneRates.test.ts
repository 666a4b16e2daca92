import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client';
import { boundCaches, defaultCacheBounds } from '../../../platform/cacheBounds';
import { keepLane, laneFromJson, laneRateLimit, laneRates } from './laneRates';

const lane = (to: string) => ({ table: 'sea', version: 1, day: '2026-12-02', from: 'CNSHA', to });
/** A lane's rows, each with a remark of its own (shared values would make rows of one remark take next to nothing). */
const rowsOf = (count: number, name = 'lane') => JSON.stringify(Array.from({ length: count }, (_, i) => ({ id: i, remark: `${name} ${i} ${'x'.repeat(100)}` })));

afterEach(() => boundCaches(defaultCacheBounds));

describe('a lane’s open rates in memory', () => {
  it('are kept at their first search while there is room, and once full from their second search on', async () => {
    // Every read brings remarks not read before, so each takes as many bytes.
    let readings = 0;
    const fresh = () => laneFromJson(rowsOf(5, `read ${++readings}`));
    const laneBytes = fresh().bytes;
    boundCaches({ ...defaultCacheBounds, laneBytes: Math.floor(4.5 * laneBytes) });
    const db = {} as Db;
    const reads = ['A', 'B', 'C', 'D', 'E'].map(() => vi.fn(async () => fresh()));
    for (let i = 0; i < 2; i++) {
      for (const [n, read] of reads.entries()) expect((await laneRates(db, lane(`P${n}`), read))!.rows).toHaveLength(5);
    }
    // Four lanes fill the bound: the fifth is read at its first two searches, then kept in place of the oldest.
    expect(reads.map((read) => read.mock.calls.length)).toEqual([1, 1, 1, 1, 2]);
    await laneRates(db, lane('P4'), reads[4]!);
    await laneRates(db, lane('P0'), reads[0]!);
    expect(reads.map((read) => read.mock.calls.length)).toEqual([2, 1, 1, 1, 2]);
  });

  it('are kept within the configured bytes, a lane larger than them never', async () => {
    boundCaches({ ...defaultCacheBounds, laneBytes: 10_000 });
    const db = {} as Db;
    const small = vi.fn(async () => laneFromJson(rowsOf(5)));
    const large = vi.fn(async () => laneFromJson(rowsOf(300)));
    for (let i = 0; i < 4; i++) {
      await laneRates(db, lane('SMALL'), small);
      await laneRates(db, lane('LARGE'), large);
    }
    expect(small).toHaveBeenCalledTimes(1);
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

  it('read ahead are kept while there is room, never pushing out one kept', async () => {
    const laneBytes = laneFromJson(rowsOf(5, 'sized')).bytes;
    boundCaches({ ...defaultCacheBounds, laneBytes: Math.floor(2.5 * laneBytes) });
    const db = {} as Db;
    const ahead = ['A', 'B', 'C'].map((name) => keepLane(db, lane(`AHEAD${name}`), laneFromJson(rowsOf(5, `ahead ${name}`))));
    expect(ahead).toEqual([true, true, false]);
    const read = vi.fn(async () => laneFromJson(rowsOf(5, 'searched')));
    await laneRates(db, lane('AHEADA'), read);
    await laneRates(db, lane('AHEADB'), read);
    expect(read).not.toHaveBeenCalled();
    // Kept already: nothing to add.
    expect(keepLane(db, lane('AHEADA'), laneFromJson(rowsOf(5, 'again')))).toBe(true);
  });

  it('tell a lane too large to search in memory at once, and remember it', async () => {
    const db = {} as Db;
    const read = vi.fn(async (limit: number) => laneFromJson(rowsOf(Math.min(limit, laneRateLimit + 5))));
    expect(await laneRates(db, lane('HUGE'), read)).toBeNull();
    expect(await laneRates(db, lane('HUGE'), read)).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import { LRUCache } from 'lru-cache';
import { freshRead, freshReadOf, readThrough, sharedRead } from './sharedRead';

/** A read whose answer is the database's value when the read began, finished by hand. */
function readable() {
  const state = { value: 1, reads: 0, finish: [] as (() => void)[] };
  const read = () => {
    state.reads++;
    const seen = state.value;
    return new Promise<number>((resolve) => state.finish.push(() => resolve(seen)));
  };
  // Reads start on the next tick, or once the one under way ends: finish each as it comes, until none is left.
  const finishAll = async () => {
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      const next = state.finish.shift();
      if (!next) return;
      next();
    }
  };
  return { state, read, finishAll };
}

describe('sharedRead', () => {
  it('answers calls made during a read with that read', async () => {
    const db = {};
    const { state, read, finishAll } = readable();
    const first = sharedRead(db, 'q', read);
    state.value = 2;
    const second = sharedRead(db, 'q', read);
    await finishAll();
    expect([await first, await second, state.reads]).toEqual([1, 1, 1]);
  });
});

describe('freshRead', () => {
  it('never answers a call with a read that began before it arrived', async () => {
    const db = {};
    const { state, read, finishAll } = readable();
    const first = freshRead(db, 'version', read);
    await new Promise((resolve) => setImmediate(resolve)); // the read has begun
    state.value = 2; // a write commits, and its writer asks next
    const afterWrite = freshRead(db, 'version', read);
    await finishAll();
    expect(await first).toBe(1);
    expect(await afterWrite).toBe(2);
  });

  it('lets the calls that arrive during one read share the next', async () => {
    const db = {};
    const { state, read, finishAll } = readable();
    const calls = [freshRead(db, 'version', read)];
    await new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < 20; i++) calls.push(freshRead(db, 'version', read));
    await finishAll();
    expect(await Promise.all(calls)).toEqual(Array(21).fill(1));
    expect(state.reads).toBe(2);
  });

  it('passes a failed read on to its callers only, and reads again for the next call', async () => {
    const db = {};
    let fail = true;
    const read = async () => {
      if (fail) throw new Error('database down');
      return 7;
    };
    await expect(freshRead(db, 'version', read)).rejects.toThrow('database down');
    fail = false;
    await expect(freshRead(db, 'version', read)).resolves.toBe(7);
  });

  it('keeps questions and databases apart', async () => {
    const { read, finishAll } = readable();
    const calls = [freshRead({}, 'a', read), freshRead({}, 'a', read), freshRead({}, 'b', read)];
    await finishAll();
    expect(await Promise.all(calls)).toEqual([1, 1, 1]);
  });
});

describe('freshReadOf', () => {
  it('reads the items asked for in one tick, or while a read runs, together in the next read', async () => {
    const db = {};
    const batches: string[][] = [];
    const read = async (items: string[]) => {
      batches.push([...items].sort());
      const batch = batches.length;
      await new Promise((resolve) => setImmediate(resolve));
      return new Map(items.map((item) => [item, `${item}@${batch}`]));
    };
    const first = [freshReadOf(db, 'versions', 'rates', read), freshReadOf(db, 'versions', 'markups', read)];
    await new Promise((resolve) => setImmediate(resolve)); // the first read has begun
    const during = [freshReadOf(db, 'versions', 'inquiries:1', read), freshReadOf(db, 'versions', 'rates', read)];
    expect(await Promise.all([...first, ...during])).toEqual(['rates@1', 'markups@1', 'inquiries:1@2', 'rates@2']);
    expect(batches).toEqual([['markups', 'rates'], ['inquiries:1', 'rates']]);
  });
});

describe('readThrough', () => {
  it('reads a missing value once for every call asking meanwhile, then serves it from the cache', async () => {
    const cache = new LRUCache<string, { n: number }>({ max: 10 });
    let reads = 0;
    const read = async () => {
      reads++;
      await new Promise((resolve) => setImmediate(resolve));
      return { n: reads };
    };
    const first = await Promise.all([readThrough(cache, 'k', read), readThrough(cache, 'k', read)]);
    const later = await readThrough(cache, 'k', read);
    expect(first).toEqual([{ n: 1 }, { n: 1 }]);
    expect(later).toBe(first[0]);
    expect(reads).toBe(1);
  });
});

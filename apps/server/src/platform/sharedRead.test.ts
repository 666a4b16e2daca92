import { describe, expect, it } from 'vitest';
import { freshRead, sharedRead } from './sharedRead';

/** A read whose answer is the database's value when the read began, finished by hand. */
function readable() {
  const state = { value: 1, reads: 0, finish: [] as (() => void)[] };
  const read = () => {
    state.reads++;
    const seen = state.value;
    return new Promise<number>((resolve) => state.finish.push(() => resolve(seen)));
  };
  const finishAll = async () => {
    while (state.finish.length) {
      state.finish.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
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

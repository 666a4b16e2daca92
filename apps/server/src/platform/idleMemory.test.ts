import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { IdleMemory, memoryReducingCollection, releaseMemoryWhenIdle, type IdleRelease } from './idleMemory';

const mb = 1024 * 1024;
const release: IdleRelease = { quietMs: 2000, grownBytes: 32 * mb, everyMs: 30_000 };

/** An IdleMemory over a resident size set by hand, counting its collections (which give back `freed`). */
function watched(freed = 60 * mb) {
  const state = { resident: 150 * mb, collections: 0 };
  const idle = new IdleMemory(release, () => state.resident, () => {
    state.collections += 1;
    state.resident -= freed;
  }, 0);
  /** A request from `begin` to `end` that left the resident memory at `resident`. */
  const load = (begin: number, end: number, resident: number) => {
    idle.begin(begin);
    state.resident = resident;
    idle.end(end);
  };
  return { state, idle, load };
}

/** About 80 MB of arrays, in a holder the caller empties. */
const grownHeap = () => [Array.from({ length: 200 }, () => Array.from({ length: 50_000 }, (_, i) => i + 0.5))];

describe('memory given back when the server goes quiet', () => {
  it('collects once the server has been quiet for a while after a load that grew it', () => {
    const { state, idle, load } = watched();
    load(1000, 5000, 280 * mb);
    expect(idle.tick(6000)).toBeUndefined();
    expect(idle.tick(7000)).toEqual({ before: 280 * mb, after: 220 * mb });
    expect(state.collections).toBe(1);
  });

  it('never while a request is in flight, however long', () => {
    const { state, idle } = watched();
    idle.begin(1000);
    state.resident = 280 * mb;
    for (let now = 2000; now < 120_000; now += 1000) expect(idle.tick(now)).toBeUndefined();
    idle.end(120_000);
    expect(idle.tick(122_000)).toBeDefined();
  });

  it('not when the memory grew less than the threshold since the last collection', () => {
    const { state, idle, load } = watched();
    load(1000, 2000, 150 * mb + release.grownBytes - 1);
    expect(idle.tick(10_000)).toBeUndefined();
    expect(state.collections).toBe(0);
  });

  it('at most once in `everyMs`, and again after the next load', () => {
    const { state, idle, load } = watched(10 * mb);
    state.resident = 300 * mb;
    expect(idle.tick(3000)).toBeDefined();
    load(4000, 5000, 400 * mb);
    expect(idle.tick(8000)).toBeUndefined();
    expect(idle.tick(33_000)).toEqual({ before: 400 * mb, after: 390 * mb });
    expect(state.collections).toBe(2);
  });

  it('takes V8’s collection, which frees what nothing holds', async () => {
    const collect = memoryReducingCollection();
    const dropped = new WeakRef(Array.from({ length: 1000 }, (_, i) => ({ i })));
    // A WeakRef holds its value until the end of the job that made it.
    await new Promise((resolve) => setImmediate(resolve));
    collect();
    expect(dropped.deref()).toBeUndefined();
    expect((globalThis as { gc?: unknown }).gc).toBeUndefined();
  });

  it('on a server: not while a request is in flight, then once it has been answered and the server is quiet', async () => {
    const released: { before: number; after: number }[] = [];
    let answer: () => void = () => undefined;
    const server = createServer((_request, response) => {
      answer = () => response.end('done');
    });
    const stop = releaseMemoryWhenIdle(server, (mb) => released.push(mb));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      // Memory a load grew: more than the threshold, held while the request is in flight.
      const load = grownHeap();
      const reply = fetch(`http://127.0.0.1:${port}/`);
      await new Promise((resolve) => setTimeout(resolve, 4000));
      expect(released).toEqual([]);
      load.pop();
      answer();
      expect(await (await reply).text()).toBe('done');
      for (let waited = 0; released.length === 0 && waited < 20_000; waited += 250) await new Promise((resolve) => setTimeout(resolve, 250));
      expect(released).toHaveLength(1);
      expect(released[0]!.after).toBeLessThan(released[0]!.before);
    } finally {
      stop();
      server.close();
    }
  }, 40_000);
});

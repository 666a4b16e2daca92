import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { MemoryKvStore } from './memory';
import { RedisKvStore } from './redis';
import type { KvStore } from './store';

const stores: [string, () => Promise<KvStore>][] = [['memory', async () => new MemoryKvStore()]];
if (process.env.TEST_REDIS_URL) {
  stores.push(['redis', () => RedisKvStore.connect(process.env.TEST_REDIS_URL!, `freight-test:${randomUUID()}:`)]);
}

describe.each(stores)('%s store', (_name, open) => {
  let kv: KvStore;
  const ready = open().then((s) => { kv = s; });
  afterAll(async () => { await kv.close(); });

  it('sets, reads, expires and deletes', async () => {
    await ready;
    await kv.set('a', '1', 60);
    expect(await kv.get('a')).toBe('1');
    expect(await kv.ttl('a')).toBeGreaterThan(55);
    await kv.set('b', '2');
    expect(await kv.ttl('b')).toBe(-1);
    expect(await kv.del('a', 'b', 'missing')).toBe(2);
    expect(await kv.get('a')).toBeNull();
    expect(await kv.ttl('a')).toBe(-2);
  });

  it('sets only when absent, and takes a value exactly once', async () => {
    await ready;
    expect(await kv.setIfAbsent('nonce', 'x', 60)).toBe(true);
    expect(await kv.setIfAbsent('nonce', 'y', 60)).toBe(false);
    expect(await kv.take('nonce')).toBe('x');
    expect(await kv.take('nonce')).toBeNull();
  });

  it('spends a single-use key once within its time to live', async () => {
    await ready;
    const spent = await Promise.all(Array.from({ length: 5 }, () => kv.spend('nonce:u:once', 600)));
    expect(spent.filter(Boolean)).toHaveLength(1);
    expect(await kv.ttl('nonce:u:once')).toBeGreaterThan(590);
    expect(await kv.spend('nonce:u:other', 600)).toBe(true);
    expect(await kv.ttl('nonce:u:never')).toBe(-2);
  });

  it('counts atomically and starts the window on the first count', async () => {
    await ready;
    const counts = await Promise.all(Array.from({ length: 10 }, () => kv.incr('hits', 30)));
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(await kv.ttl('hits')).toBeGreaterThan(25);
  });

  it('counts up to a limit and never past it, however many count at once', async () => {
    await ready;
    const counts = await Promise.all(Array.from({ length: 40 }, () => kv.incrBelow('tries', 5, 30)));
    expect(counts.filter((n) => n !== null).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(await kv.get('tries')).toBe('5');
    expect(await kv.ttl('tries')).toBeGreaterThan(25);
    expect(await kv.incrBelow('tries', 6, 30)).toBe(6);
  });

  it('lists keys by prefix', async () => {
    await ready;
    await kv.set('session:1', 'a', 60);
    await kv.set('session:2', 'b', 60);
    await kv.set('other:1', 'c', 60);
    expect((await kv.keys('session:')).sort()).toEqual(['session:1', 'session:2']);
  });

  it('forgets an expired value', async () => {
    await ready;
    await kv.set('short', 'v', 1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await kv.get('short')).toBeNull();
  });
});

describe('memory store housekeeping', () => {
  it('clears expired keys nobody reads again, keeping the live ones', async () => {
    const kv = new MemoryKvStore();
    for (let i = 0; i < 100; i++) await kv.setIfAbsent(`once:u:${i}`, '1', 1);
    await kv.set('session:kept', 'v', 60);
    await new Promise((r) => setTimeout(r, 1100));
    kv.sweep();
    expect((kv as unknown as { entries: Map<string, unknown> }).entries.size).toBe(1);
    expect(await kv.get('session:kept')).toBe('v');
    await kv.close();
  });
});

describe('memory store bound', () => {
  it('keeps at most its configured keys, letting those nearest their expiry go first', async () => {
    const kv = new MemoryKvStore(10);
    await kv.set('jobs:version', 'v');
    await kv.set('session:long', 'v', 3600);
    for (let i = 0; i < 8; i++) await kv.set(`captcha:${i}`, 'v', 60);
    await kv.incr('rate:a', 900);
    const entries = (kv as unknown as { entries: Map<string, unknown> }).entries;
    expect(entries.size).toBeLessThanOrEqual(10);
    expect(await kv.get('captcha:0')).toBeNull();
    expect(await kv.get('rate:a')).toBe('1');
    expect(await kv.get('session:long')).toBe('v');
    expect(await kv.get('jobs:version')).toBe('v');
    for (let i = 0; i < 100; i++) await kv.set(`captcha:more:${i}`, 'v', 60);
    expect(entries.size).toBeLessThanOrEqual(10);
    expect(await kv.get('session:long')).toBe('v');
    await kv.close();
  });
});

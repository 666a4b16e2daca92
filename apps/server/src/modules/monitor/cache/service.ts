import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';

/** Caches whose values are reference data and may be shown; other values (sessions, captchas, sign-on grants) never are. */
const readableCaches = new Set(['sys_dict', 'sys_config']);

/** A cache is the group of keys sharing the text before the first ':'. */
const cacheOf = (key: string) => key.split(':', 1)[0]!;
const bytes = (value: string | null) => (value === null ? 0 : Buffer.byteLength(value, 'utf8'));

async function keysOf(ctx: AppContext, cacheName: string): Promise<string[]> {
  const keys = (await ctx.kv.keys(`${cacheName}:`)).sort();
  if (!keys.length) throw new AppError('cache.name.unknown', {}, 404);
  return keys;
}

/** Every cache with its key count and size. */
export async function cacheNames(ctx: AppContext) {
  const groups = new Map<string, { cacheName: string; keys: number; bytes: number }>();
  for (const key of await ctx.kv.keys('')) {
    const name = cacheOf(key);
    const group = groups.get(name) ?? { cacheName: name, keys: 0, bytes: 0 };
    group.keys += 1;
    group.bytes += bytes(await ctx.kv.get(key));
    groups.set(name, group);
  }
  return [...groups.values()].sort((a, b) => a.cacheName.localeCompare(b.cacheName));
}

/** The shared store as a whole (cache monitor overview). */
export async function cacheOverview(ctx: AppContext) {
  const names = await cacheNames(ctx);
  return {
    kind: ctx.config.redisUrl ? 'redis' : 'memory',
    keys: names.reduce((n, c) => n + c.keys, 0),
    bytes: names.reduce((n, c) => n + c.bytes, 0),
    names,
  };
}

/** The keys of one cache with their sizes and seconds to live. */
export async function cacheKeys(ctx: AppContext, cacheName: string) {
  const rows = [];
  for (const key of await keysOf(ctx, cacheName)) rows.push({ cacheKey: key, bytes: bytes(await ctx.kv.get(key)), ttl: await ctx.kv.ttl(key) });
  return rows;
}

/** One key's value; only reference-data caches show it. */
export async function cacheValue(ctx: AppContext, cacheKey: string) {
  const cacheName = cacheOf(cacheKey);
  const value = await ctx.kv.get(cacheKey);
  if (value === null) throw new AppError('cache.name.unknown', {}, 404);
  return { cacheName, cacheKey, bytes: bytes(value), cacheValue: readableCaches.has(cacheName) ? value : null };
}

export async function clearCacheName(ctx: AppContext, cacheName: string): Promise<void> {
  await ctx.kv.del(...(await keysOf(ctx, cacheName)));
}

export async function clearCacheKey(ctx: AppContext, cacheKey: string): Promise<void> {
  await ctx.kv.del(cacheKey);
}

/** Guards of job runs under way: clearing them would let a job that must not overlap start twice. */
const isRunGuard = (key: string) => key.startsWith('job:running:');

/** Clears every key of the store but the run guards (sessions too: everyone signs in again). */
export async function clearAllCaches(ctx: AppContext): Promise<void> {
  const keys = (await ctx.kv.keys('')).filter((key) => !isRunGuard(key));
  if (keys.length) await ctx.kv.del(...keys);
}

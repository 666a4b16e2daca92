import type { MessageKey } from '@freight/domain';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { bareName, cacheOf, knownCaches, readableCaches, unlistedCaches } from './catalogue';

const bytes = (value: string | null) => (value === null ? 0 : Buffer.byteLength(value, 'utf8'));

/** The keys of one cache, sorted; none when it holds nothing (a name just cleared still lists, empty). */
async function keysOf(ctx: AppContext, cacheName: string): Promise<string[]> {
  const name = bareName(cacheName);
  return (await ctx.kv.keys(name)).filter((key) => cacheOf(key) === name).sort();
}

/** Every cache with its key count and size. */
export async function cacheSizes(ctx: AppContext) {
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

/** RuoYi's cache list (SysCache): the product's caches with what they hold, then any other found in the store. */
export async function cacheNames(ctx: AppContext, t: (key: MessageKey) => string) {
  const known = new Set(knownCaches.map(([name]) => bareName(name)));
  const others = (await cacheSizes(ctx)).map((c) => c.cacheName).filter((name) => !known.has(name));
  const other = t('cache.remark.other');
  return [
    ...knownCaches.map(([cacheName, remark]) => ({ cacheName, cacheKey: '', cacheValue: '', remark: t(remark) })),
    ...others.map((name) => ({ cacheName: `${name}:`, cacheKey: '', cacheValue: '', remark: other })),
  ];
}

/** The keys of one cache (RuoYi's list), and each with its size and seconds to live (our screen's); none of a cache of secret names. */
export async function cacheKeys(ctx: AppContext, cacheName: string) {
  const keys = unlistedCaches.has(bareName(cacheName)) ? [] : await keysOf(ctx, cacheName);
  const details = [];
  for (const key of keys) details.push({ cacheKey: key, bytes: bytes(await ctx.kv.get(key)), ttl: await ctx.kv.ttl(key) });
  return { keys, details };
}

/**
 * One key's value as RuoYi's SysCache writes it: the cache's name and the key without it. Only reference-data caches
 * show their values, judged by the key itself, whatever cache name the request gives; the others answer why not.
 * A key that is gone is refused, or (`ifGone: 'empty'`, RuoYi's path form) answered as RuoYi does, with no value:
 * RuoYi-Vue3's clear-key button also clicks its row, which reads the key it is clearing.
 */
export async function cacheValue(ctx: AppContext, cacheKey: string, hidden: string, ifGone: 'refuse' | 'empty' = 'refuse') {
  const value = await ctx.kv.get(cacheKey);
  if (value === null && ifGone === 'refuse') throw new AppError('cache.name.unknown', {}, 404);
  const cacheName = cacheOf(cacheKey);
  const shown = readableCaches.has(cacheName) || value === null;
  return {
    cacheName, cacheKey: cacheKey.slice(cacheName.length + 1) || cacheKey, cacheValue: shown ? value : null, remark: shown ? '' : hidden, bytes: bytes(value),
  };
}

/** Guards of job runs under way: clearing them would let a job that must not overlap start twice. */
const isRunGuard = (key: string) => key.startsWith('job:running:');

export async function clearCacheName(ctx: AppContext, cacheName: string): Promise<void> {
  const keys = (await keysOf(ctx, cacheName)).filter((key) => !isRunGuard(key));
  if (keys.length) await ctx.kv.del(...keys);
}

export async function clearCacheKey(ctx: AppContext, cacheKey: string): Promise<void> {
  await ctx.kv.del(cacheKey);
}

/** Clears every key of the store but the run guards (sessions too: everyone signs in again). */
export async function clearAllCaches(ctx: AppContext): Promise<void> {
  const keys = (await ctx.kv.keys('')).filter((key) => !isRunGuard(key));
  if (keys.length) await ctx.kv.del(...keys);
}

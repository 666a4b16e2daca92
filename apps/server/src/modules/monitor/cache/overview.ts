import type { AppContext } from '../../../platform/context';
import { cacheSizes } from './service';

/** A size as Redis's INFO writes it (`used_memory_human`): 512B, 1.50K, 3.25M. */
function humanBytes(bytes: number): string {
  const units = ['B', 'K', 'M', 'G'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit ? `${value.toFixed(2)}${units[unit]}` : `${value}B`;
}

/**
 * The fields of Redis's INFO that RuoYi's cache monitor shows, answered for the store as this server uses it. The
 * store's interface gives no INFO, so what only Redis itself knows (its version, clients, traffic) is left blank when
 * REDIS_URL is set; the in-process store is one standalone instance living as long as this process, persisting nothing.
 */
function storeInfo(ctx: AppContext, usedBytes: number) {
  const redis = ctx.config.redisUrl ? new URL(ctx.config.redisUrl) : undefined;
  return {
    redis_version: redis ? 'Redis' : `in-process (Node ${process.version})`,
    redis_mode: 'standalone',
    tcp_port: redis ? redis.port || '6379' : '',
    connected_clients: redis ? '' : '1',
    uptime_in_days: redis ? '' : String(Math.floor(process.uptime() / 86400)),
    used_memory_human: humanBytes(usedBytes),
    used_cpu_user_children: '0.00',
    maxmemory_human: '0B',
    aof_enabled: '0',
    rdb_last_bgsave_status: redis ? '' : 'none',
    instantaneous_input_kbps: redis ? '' : '0.00',
    instantaneous_output_kbps: redis ? '' : '0.00',
  };
}

/**
 * The cache monitor's overview: RuoYi's `info`, `dbSize` and `commandStats` (its pie, here the keys each cache holds:
 * the store counts no commands), and beside them the store's kind, totals and caches for our screen.
 */
export async function cacheOverview(ctx: AppContext) {
  const names = await cacheSizes(ctx);
  const keys = names.reduce((n, c) => n + c.keys, 0);
  const bytes = names.reduce((n, c) => n + c.bytes, 0);
  return {
    info: storeInfo(ctx, bytes),
    dbSize: keys,
    commandStats: names.map((c) => ({ name: c.cacheName, value: String(c.keys) })),
    kind: ctx.config.redisUrl ? 'redis' : 'memory',
    keys,
    bytes,
    names,
  };
}

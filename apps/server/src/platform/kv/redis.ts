import { Redis, type RedisOptions } from 'ioredis';
import { DependencyUnavailable } from '../unavailable';
import type { KvStore } from './store';

/**
 * Fail fast while Redis is away (no queue of commands waiting for a reconnect, one second per command) and
 * reconnect in the background, so callers get a 503 at once and the store recovers by itself. Commands issued in
 * one turn of the event loop go out in one write (auto-pipelining): under load, many calls' reads share it.
 */
export const redisOptions: RedisOptions = {
  lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 1000, connectTimeout: 1000, enableAutoPipelining: true,
  retryStrategy: (attempt) => Math.min(attempt * 200, 1000),
};

/** incrBelow in one step on the server: no other client's command runs between the check and the count. */
const incrBelowScript = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then return -1 end
count = redis.call('INCR', KEYS[1])
if redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[2]) end
return count`;

/** Every key is prefixed so several deployments (or test runs) can share one Redis. */
export class RedisKvStore implements KvStore {
  constructor(private redis: Redis, private prefix: string) {
    // Reconnection is retried in the background; a failed command reports the outage to its caller.
    redis.on('error', () => undefined);
  }

  private async run<T>(command: (redis: Redis) => Promise<T>): Promise<T> {
    try {
      return await command(this.redis);
    } catch (cause) {
      throw new DependencyUnavailable('redis', { cause });
    }
  }

  static async connect(url: string, prefix: string) {
    const redis = new Redis(url, redisOptions);
    await redis.connect();
    return new RedisKvStore(redis, prefix);
  }

  private k(key: string) { return this.prefix + key; }

  get(key: string) { return this.run((r) => r.get(this.k(key))); }

  async set(key: string, value: string, ttlSeconds?: number) {
    await this.run((r) => (ttlSeconds && ttlSeconds > 0 ? r.set(this.k(key), value, 'EX', ttlSeconds) : r.set(this.k(key), value)));
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    return (await this.run((r) => r.set(this.k(key), value, 'EX', ttlSeconds, 'NX'))) === 'OK';
  }

  spend(key: string, ttlSeconds: number) { return this.setIfAbsent(key, '1', ttlSeconds); }

  take(key: string) { return this.run((r) => r.getdel(this.k(key))); }

  async del(...keys: string[]) {
    return keys.length ? this.run((r) => r.del(...keys.map((k) => this.k(k)))) : 0;
  }

  async incr(key: string, ttlSeconds: number) {
    const [[, count]] = (await this.run((r) => r.multi().incr(this.k(key)).expire(this.k(key), ttlSeconds, 'NX').exec())) as [[null, number]];
    return count;
  }

  async incrBelow(key: string, limit: number, ttlSeconds: number) {
    const count = await this.run((r) => r.eval(incrBelowScript, 1, this.k(key), limit, ttlSeconds)) as number;
    return count < 0 ? null : count;
  }

  async expire(key: string, ttlSeconds: number) { await this.run((r) => r.expire(this.k(key), ttlSeconds)); }

  ttl(key: string) { return this.run((r) => r.ttl(this.k(key))); }

  async keys(prefix: string) {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await this.run((r) => r.scan(cursor, 'MATCH', `${this.k(prefix)}*`, 'COUNT', 500));
      cursor = next;
      found.push(...batch.map((k) => k.slice(this.prefix.length)));
    } while (cursor !== '0');
    return found;
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

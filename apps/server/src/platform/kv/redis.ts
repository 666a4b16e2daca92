import { Redis } from 'ioredis';
import type { KvStore } from './store';

/** Every key is prefixed so several deployments (or test runs) can share one Redis. */
export class RedisKvStore implements KvStore {
  constructor(private redis: Redis, private prefix: string) {}

  static async connect(url: string, prefix: string) {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
    await redis.connect();
    return new RedisKvStore(redis, prefix);
  }

  private k(key: string) { return this.prefix + key; }

  get(key: string) { return this.redis.get(this.k(key)); }

  async set(key: string, value: string, ttlSeconds?: number) {
    if (ttlSeconds && ttlSeconds > 0) await this.redis.set(this.k(key), value, 'EX', ttlSeconds);
    else await this.redis.set(this.k(key), value);
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    return (await this.redis.set(this.k(key), value, 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  take(key: string) { return this.redis.getdel(this.k(key)); }

  async del(...keys: string[]) {
    return keys.length ? this.redis.del(...keys.map((k) => this.k(k))) : 0;
  }

  async incr(key: string, ttlSeconds: number) {
    const [[, count]] = (await this.redis.multi().incr(this.k(key)).expire(this.k(key), ttlSeconds, 'NX').exec()) as [[null, number]];
    return count;
  }

  async expire(key: string, ttlSeconds: number) { await this.redis.expire(this.k(key), ttlSeconds); }

  ttl(key: string) { return this.redis.ttl(this.k(key)); }

  async keys(prefix: string) {
    const found: string[] = [];
    let cursor = '0';
    do {
      const [next, batch] = await this.redis.scan(cursor, 'MATCH', `${this.k(prefix)}*`, 'COUNT', 500);
      cursor = next;
      found.push(...batch.map((k) => k.slice(this.prefix.length)));
    } while (cursor !== '0');
    return found;
  }

  async close() { await this.redis.quit(); }
}

import { SpentKeys } from './spentKeys';
import type { KvStore } from './store';

interface Entry { value: string; expiresAt: number | null }

/** How often expired entries are cleared (most keys, such as spent nonces, are never read again). */
const sweepMs = 30_000;

export class MemoryKvStore implements KvStore {
  private entries = new Map<string, Entry>();
  /** Spent single-use keys, by time to live in seconds. */
  private spent = new Map<number, SpentKeys>();
  private readonly sweeper = setInterval(() => this.sweep(), sweepMs).unref();

  /** Drops every expired entry, so keys written once and never read again do not pile up. */
  sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt !== null && entry.expiresAt <= now) this.entries.delete(key);
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt !== null && entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private static expiry(ttlSeconds?: number) {
    return ttlSeconds && ttlSeconds > 0 ? Date.now() + ttlSeconds * 1000 : null;
  }

  async get(key: string) { return this.live(key)?.value ?? null; }

  async set(key: string, value: string, ttlSeconds?: number) {
    this.entries.set(key, { value, expiresAt: MemoryKvStore.expiry(ttlSeconds) });
  }

  async setIfAbsent(key: string, value: string, ttlSeconds: number) {
    if (this.live(key)) return false;
    await this.set(key, value, ttlSeconds);
    return true;
  }

  async spend(key: string, ttlSeconds: number) {
    let keys = this.spent.get(ttlSeconds);
    if (!keys) this.spent.set(ttlSeconds, keys = new SpentKeys(ttlSeconds * 1000));
    return keys.spend(key);
  }

  async take(key: string) {
    const value = this.live(key)?.value ?? null;
    this.entries.delete(key);
    return value;
  }

  async del(...keys: string[]) {
    let removed = 0;
    for (const key of keys) if (this.live(key) && this.entries.delete(key)) removed++;
    return removed;
  }

  async incr(key: string, ttlSeconds: number) {
    const entry = this.live(key);
    const next = (entry ? Number(entry.value) : 0) + 1;
    this.entries.set(key, { value: String(next), expiresAt: entry ? entry.expiresAt : MemoryKvStore.expiry(ttlSeconds) });
    return next;
  }

  async incrBelow(key: string, limit: number, ttlSeconds: number) {
    if (Number(this.live(key)?.value ?? 0) >= limit) return null;
    return this.incr(key, ttlSeconds);
  }

  async expire(key: string, ttlSeconds: number) {
    const entry = this.live(key);
    if (entry) entry.expiresAt = MemoryKvStore.expiry(ttlSeconds);
  }

  async ttl(key: string) {
    const entry = this.live(key);
    if (!entry) return Math.max(-2, ...[...this.spent.values()].map((keys) => keys.ttl(key)));
    return entry.expiresAt === null ? -1 : Math.ceil((entry.expiresAt - Date.now()) / 1000);
  }

  async keys(prefix: string) {
    return [...this.entries.keys()].filter((k) => k.startsWith(prefix) && this.live(k));
  }

  async close() {
    clearInterval(this.sweeper);
    this.entries.clear();
    this.spent.clear();
  }
}

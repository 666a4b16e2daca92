import { defaultCacheBounds } from '../cacheBounds';
import { SpentKeys } from './spentKeys';
import type { KvStore } from './store';

interface Entry { value: string; expiresAt: number | null }

/** How often expired entries are cleared (most keys, such as spent nonces, are never read again). */
const sweepMs = 30_000;

/** What a full store makes room for at once, so the sort that picks what goes is paid once per that many writes. */
const roomShare = 0.1;

/**
 * Spent single-use keys are not counted in `maxKeys`: forgetting one early would let a signed call be replayed.
 * They live outside the heap and only as long as their time to live (SpentKeys).
 */
export class MemoryKvStore implements KvStore {
  private entries = new Map<string, Entry>();
  /** Spent single-use keys, by time to live in seconds. */
  private spent = new Map<number, SpentKeys>();
  private readonly sweeper = setInterval(() => this.sweep(), sweepMs).unref();

  /** At most `maxKeys` keys with values (CACHE_STORE_KEYS). */
  constructor(private readonly maxKeys = defaultCacheBounds.storeKeys) {}

  /** Drops every expired entry, so keys written once and never read again do not pile up. */
  sweep(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt !== null && entry.expiresAt <= now) this.entries.delete(key);
  }

  /**
   * Room for a new key in a full store: the expired keys go, then, if it is still full, the tenth of the keys
   * nearest their expiry (keys without one last), which would go soonest anyway: a flood of short-lived keys
   * (captcha answers) pushes out its own kind before sessions and lock-outs.
   */
  private makeRoom(): void {
    this.sweep();
    if (this.entries.size < this.maxKeys) return;
    const ending = [...this.entries].sort(([, a], [, b]) => (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity));
    const leaving = Math.max(1, Math.ceil(this.maxKeys * roomShare), this.entries.size - this.maxKeys + 1);
    for (const [key] of ending.slice(0, leaving)) this.entries.delete(key);
  }

  private put(key: string, entry: Entry): void {
    if (!this.entries.has(key) && this.entries.size >= this.maxKeys) this.makeRoom();
    this.entries.set(key, entry);
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
    this.put(key, { value, expiresAt: MemoryKvStore.expiry(ttlSeconds) });
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
    this.put(key, { value: String(next), expiresAt: entry ? entry.expiresAt : MemoryKvStore.expiry(ttlSeconds) });
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

/**
 * Shared short-lived state: captcha answers, nonces, sessions, lock-outs, rate limits, caches.
 * Redis when REDIS_URL is set (several instances share it), else an in-process map.
 */
export interface KvStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  /** Atomic: true when the key did not exist and is now set. */
  setIfAbsent(key: string, value: string, ttlSeconds: number): Promise<boolean>;
  /**
   * Atomic: true the first time a single-use key (a nonce) is spent within its time to live. A spent key has no
   * value to read; `ttl` tells how long it stays spent.
   */
  spend(key: string, ttlSeconds: number): Promise<boolean>;
  /** Atomic read-and-delete, for single-use values. */
  take(key: string): Promise<string | null>;
  del(...keys: string[]): Promise<number>;
  /** Atomic increment; the first increment starts the key's time to live. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /**
   * Atomic check and increment: counts one more unless the count has reached `limit`, so parallel callers never
   * count past it. The count after this one, or null when the limit was reached; the first count starts the time to live.
   */
  incrBelow(key: string, limit: number, ttlSeconds: number): Promise<number | null>;
  expire(key: string, ttlSeconds: number): Promise<void>;
  /** Seconds left; -1 without expiry, -2 when missing. */
  ttl(key: string): Promise<number>;
  keys(prefix: string): Promise<string[]>;
  close(): Promise<void>;
}

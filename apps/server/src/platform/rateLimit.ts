import type { KvStore } from './kv/index';

/** A fixed-window counter in the shared store, so every instance counts the same requests. */
export class RateLimiter {
  constructor(private kv: KvStore, private name: string, private limit: number, private windowSeconds: number) {}

  /** True while the caller is within the limit. */
  async allow(caller: string): Promise<boolean> {
    const count = await this.kv.incr(`rate:${this.name}:${caller}`, this.windowSeconds);
    return count <= this.limit;
  }

  /** Refuses with HTTP 429 (platform/errorHandler.ts) once the caller is past the limit. */
  async enforce(caller: string): Promise<void> {
    if (!(await this.allow(caller))) throw Object.assign(new Error('too many requests'), { statusCode: 429 });
  }
}

/**
 * Sign-in attempts of one address a minute (`LOGIN_RATE_LIMIT`), counted together on every page that signs people
 * in: the back office's and the sign-on service's.
 */
export const signInRateLimiter = (kv: KvStore, perMinute: number) => new RateLimiter(kv, 'login', perMinute, 60);

import type { KvStore } from './kv/index';

/** A fixed-window counter in the shared store, so every instance counts the same requests. */
export class RateLimiter {
  constructor(private kv: KvStore, private name: string, private limit: number, private windowSeconds: number) {}

  /** True while the caller is within the limit. */
  async allow(caller: string): Promise<boolean> {
    const count = await this.kv.incr(`rate:${this.name}:${caller}`, this.windowSeconds);
    return count <= this.limit;
  }
}

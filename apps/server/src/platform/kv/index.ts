import { MemoryKvStore } from './memory';
import type { KvStore } from './store';

export type { KvStore } from './store';

/** The Redis client loads only when Redis is used, like the embedded database engine only when it is. */
export async function openKvStore(redisUrl: string | undefined, prefix: string, maxKeys: number): Promise<KvStore> {
  if (!redisUrl) return new MemoryKvStore(maxKeys);
  const { RedisKvStore } = await import('./redis');
  return RedisKvStore.connect(redisUrl, prefix);
}

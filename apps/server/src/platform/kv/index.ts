import { MemoryKvStore } from './memory';
import { RedisKvStore } from './redis';
import type { KvStore } from './store';

export type { KvStore } from './store';

export function openKvStore(redisUrl: string | undefined, prefix: string): Promise<KvStore> {
  return redisUrl ? RedisKvStore.connect(redisUrl, prefix) : Promise.resolve(new MemoryKvStore());
}

import { LRUCache } from 'lru-cache';
import { perOwner } from '../perOwner';
import { readThrough } from '../sharedRead';
import { SerializedData } from './reply';

/**
 * Gateway replies serialised once and served again under the same key. The key must hold everything the
 * reply shows, including the versions of the data it reads, so a write makes the next call compute anew.
 */
const newStore = () => new LRUCache<string, SerializedData>({
  max: 2000,
  maxSize: 128 * 1024 * 1024,
  sizeCalculation: (reply) => reply.json.length * 2,
  ttl: 10 * 60_000,
});

const byDatabase = new WeakMap<object, ReturnType<typeof newStore>>();

export async function keptReply(db: object, key: string, compute: () => Promise<unknown>): Promise<SerializedData> {
  const replies = perOwner(byDatabase, db, newStore);
  return readThrough(replies, key, async () => new SerializedData(JSON.stringify(await compute())));
}

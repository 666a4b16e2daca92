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
  // The data, and the plain body made of it.
  sizeCalculation: (reply) => reply.data.length * 2,
  ttl: 10 * 60_000,
});

const byDatabase = new WeakMap<object, ReturnType<typeof newStore>>();

/** The reply under `key`, or `compute`d and kept: reply data, or data it encoded itself (`serializedRows`). */
export async function keptReply(db: object, key: string, compute: () => Promise<unknown>): Promise<SerializedData> {
  const replies = perOwner(byDatabase, db, newStore);
  return readThrough(replies, key, async () => {
    const data = await compute();
    return data instanceof SerializedData ? data : SerializedData.of(data);
  });
}

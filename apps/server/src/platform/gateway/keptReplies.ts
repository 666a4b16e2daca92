import { LRUCache } from 'lru-cache';
import { AskedBefore } from '../askedBefore';
import { cacheBounds } from '../cacheBounds';
import { perOwner } from '../perOwner';
import { readThrough, sharedRead } from '../sharedRead';
import { SerializedData } from './reply';

/**
 * Gateway replies serialised once and served again under the same key. The key must hold everything the
 * reply shows, including the versions of the data it reads, so a write makes the next call compute anew.
 * A reply is kept from the second time it is asked for: most varied searches are asked once, and keeping
 * them only pushed out the replies that are asked again (and kept the collector busy with them).
 */
interface Store { replies: LRUCache<string, SerializedData> | null; asked: AskedBefore }

const newStore = (): Store => {
  const { replyBytes, askedKeys } = cacheBounds();
  return {
    replies: replyBytes > 0
      ? new LRUCache<string, SerializedData>({
        maxSize: replyBytes,
        // The data and its compressed body, made at the first send (about a fifth of the data).
        sizeCalculation: (reply) => Math.ceil(reply.data.length * 1.25),
        ttl: 10 * 60_000,
      })
      : null,
    asked: new AskedBefore(askedKeys),
  };
};

const byDatabase = new WeakMap<object, Store>();

/** The reply under `key`, or `compute`d (and kept if asked before): reply data, or data it encoded itself (`serializedRows`). */
export async function keptReply(db: object, key: string, compute: () => Promise<unknown>): Promise<SerializedData> {
  const store = perOwner(byDatabase, db, newStore);
  const { replies, asked } = store;
  const serialized = async () => {
    const data = await compute();
    return data instanceof SerializedData ? data : SerializedData.of(data);
  };
  if (!replies) return sharedRead(store, key, serialized);
  return readThrough(replies, key, serialized, () => asked.check(key));
}

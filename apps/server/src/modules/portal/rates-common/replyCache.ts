import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import { SerializedData } from '../../../platform/gateway/index';
import type { ReplyContext } from './views';

/**
 * Rate search replies, serialised once and served again while nothing they show has changed: the
 * key holds the rates version (raised by every write to ports, lanes, carriers, rates and charges),
 * the day (validity ends at midnight), the language, whether prices are masked and whose prices they are
 * (the customer's markup rules at the markups version). Searches
 * concentrate on a few busy lanes, so most calls skip the database and the JSON encoder.
 */
const newCache = () => new LRUCache<string, SerializedData>({
  max: 2000,
  maxSize: 128 * 1024 * 1024,
  sizeCalculation: (reply) => reply.json.length * 2,
  ttl: 10 * 60_000,
});

const byDatabase = new WeakMap<Db, ReturnType<typeof newCache>>();

export async function cachedReply(
  db: Db, call: string, query: unknown, ctx: ReplyContext, day: string, compute: () => Promise<unknown>,
): Promise<SerializedData> {
  let replies = byDatabase.get(db);
  if (!replies) {
    replies = newCache();
    byDatabase.set(db, replies);
  }
  const key = `${call}\n${ctx.version}\n${day}\n${ctx.language}\n${ctx.anonymous ? 1 : 0}\n${ctx.pricing.key}\n${JSON.stringify(query)}`;
  const known = replies.get(key);
  if (known) return known;
  const reply = new SerializedData(JSON.stringify(await compute()));
  replies.set(key, reply);
  return reply;
}

import type { Db } from '../../../db/client';
import { keptReply, type SerializedData } from '../../../platform/gateway/index';
import { readerKey } from './keptRows';
import type { ReplyContext } from './views';

/**
 * Rate search replies, served again while nothing they show has changed: the key holds the rates version
 * (raised by every write to ports, lanes, carriers, rates and charges), the day (validity ends at midnight),
 * the language, whether prices are masked and whose prices they are (the customer's markup rules at the
 * markups version). Searches concentrate on a few busy lanes, so most calls skip the database and the JSON encoder.
 */
export function cachedReply(
  db: Db, call: string, query: unknown, ctx: ReplyContext, day: string, compute: () => Promise<unknown>,
): Promise<SerializedData> {
  const key = `${call}\n${readerKey(ctx, day)}\n${JSON.stringify(query)}`;
  return keptReply(db, key, compute);
}

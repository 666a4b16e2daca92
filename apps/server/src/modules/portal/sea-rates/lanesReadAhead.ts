import { count, lte } from 'drizzle-orm';
import { todayUtc } from '@freight/domain';
import type { Db } from '../../../db/client';
import { seaRate } from '../../../db/schema/index';
import { cacheBounds } from '../../../platform/cacheBounds';
import { keepLane, laneRateLimit, rateOpen, ratesVersion, seaLanesRates } from '../rates-common/index';

/** Rates per query: a read of some 10 MB of JSON, parsed in a few tens of milliseconds. */
const batchRates = 5000;

/** Less than any lane takes kept (one rate's row alone takes more): the cache holds no more lanes than its bound over this. */
const smallestLaneBytes = 256;

export interface ReadAhead { lanes: number; kept: number; ms: number; stopped: 'done' | 'full' | 'time' }

/**
 * The open sea lanes read into the lane cache before the server takes calls. A forwarder's book of thousands of lanes
 * fits in it (some 30 MB), and otherwise each lane's first search after a start waits for its own read: on the bench's
 * wide book the searches of a fresh server ran at half the speed of one that had seen every lane. Lanes are read many
 * to a query until the cache is full or `seconds` have passed; lanes too large to keep are left to their searches.
 */
export async function readSeaLanesAhead(db: Db, seconds: number): Promise<ReadAhead> {
  const started = performance.now();
  const day = todayUtc();
  const version = await ratesVersion(db);
  const lanes = await db.select({ from: seaRate.portofloadingcode, to: seaRate.finaldestination, rates: count() }).from(seaRate)
    .where(rateOpen(seaRate, day))
    .groupBy(seaRate.portofloadingcode, seaRate.finaldestination)
    .having(lte(count(), laneRateLimit))
    .orderBy(seaRate.portofloadingcode, seaRate.finaldestination)
    // The list stays within what the cache could hold, however many lanes a book has.
    .limit(Math.floor(cacheBounds().laneBytes / smallestLaneBytes));
  const result = (kept: number, stopped: ReadAhead['stopped']): ReadAhead => ({ lanes: lanes.length, kept, ms: Math.round(performance.now() - started), stopped });
  let kept = 0;
  for (let at = 0; at < lanes.length;) {
    if (performance.now() - started > seconds * 1000) return result(kept, 'time');
    const batch: { from: string; to: string }[] = [];
    for (let rates = 0; at < lanes.length && (batch.length === 0 || rates + lanes[at]!.rates <= batchRates); at++) {
      rates += lanes[at]!.rates;
      batch.push({ from: lanes[at]!.from, to: lanes[at]!.to });
    }
    for (const { from, to, lane } of await seaLanesRates(db, day, batch)) {
      if (!keepLane(db, { table: 'sea', version, day, from, to }, lane)) return result(kept, 'full');
      kept++;
    }
  }
  return result(kept, 'done');
}

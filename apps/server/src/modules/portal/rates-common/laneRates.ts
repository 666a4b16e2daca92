import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import { AskedBefore } from '../../../platform/askedBefore';
import { cacheBounds, madeOnFirstUse } from '../../../platform/cacheBounds';
import { perOwner } from '../../../platform/perOwner';
import { readThrough, sharedRead } from '../../../platform/sharedRead';
import { SharedValues } from './sharedValues';

/**
 * The rates open on one lane (enabled, not expired, carrier enabled, lane not forbidden), read by one
 * query per rates version and day and shared by the searches of the lane. Customers' searches differ
 * in sailing date, filters and sort far more than in lane, so most of them miss the reply cache; the
 * lane's open rates filtered and sorted in memory answer them without a query each.
 * A lane is kept within CACHE_LANES_MB, its rates' names, charges and dates shared with the other lanes' (a
 * forwarder's book of thousands of lanes then fits in some 30 MB): at its first search while there is room, once
 * full from its second search on, so a lane searched once does not push out one searched again.
 * A lane with more open rates than `laneRateLimit` is not read whole: its searches run in SQL (that it is too large
 * is kept at once).
 */
export const laneRateLimit = 2000;

/** Codes and dates in code-unit order, as the searches' SQL sorts them (`collate "C"`). */
export const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** A lane's open rates, the memory they take, and (when the read tells) which of the lane's ports exist. */
export interface OpenLane<R> {
  rows: readonly R[];
  bytes: number;
  knownPorts?: ReadonlySet<string>;
}

// Bytes in memory per byte of the rows' JSON (measured with the heap's size on a bench book), of rows as the driver
// builds them.
const driverRowsPerJsonByte = 2.6;

const sharedValues = madeOnFirstUse((bounds) => new SharedValues(bounds.sharedValueBytes));

/** A lane read as one JSON text, its rates' values shared with the other lanes'. */
export const laneFromJson = <R extends object>(text: string, knownPorts?: ReadonlySet<string>): OpenLane<R> =>
  ({ ...sharedValues().rowsOf<R>(text), knownPorts });

/** A lane read as the driver's rows. */
export const laneFromRows = <R>(rows: R[]): OpenLane<R> => ({ rows, bytes: Math.ceil(JSON.stringify(rows).length * driverRowsPerJsonByte) });

interface Kept { lane: OpenLane<unknown> | null }
interface Lanes { kept: LRUCache<string, Kept> | null; asked: AskedBefore }

const newLanes = (): Lanes => {
  const { laneBytes, askedKeys } = cacheBounds();
  return {
    kept: laneBytes > 0
      ? new LRUCache<string, Kept>({ maxSize: laneBytes, sizeCalculation: ({ lane }) => Math.max(64, lane?.bytes ?? 0), ttl: 10 * 60_000 })
      : null,
    asked: new AskedBefore(askedKeys),
  };
};

const byDatabase = new WeakMap<Db, Lanes>();

/** Whether a lane fits beside those kept without pushing one out. */
const roomFor = (kept: LRUCache<string, Kept>, bytes: number) => kept.calculatedSize + bytes <= kept.maxSize;

/** A lane of one rate table, at one rates version and day. */
export interface LaneAt { table: string; version: number; day: string; from: string; to: string }

const laneKey = (lane: LaneAt) => `${lane.table}\n${lane.version}\n${lane.day}\n${lane.from}\n${lane.to}`;

/**
 * The lane's open rates at `version` on `day`, or null when the lane has more than `laneRateLimit`.
 * `read(limit)` returns the lane's open rates, at most `limit` of them.
 */
export async function laneRates<R>(db: Db, lane: LaneAt, read: (limit: number) => Promise<OpenLane<R>>): Promise<OpenLane<R> | null> {
  const lanes = perOwner(byDatabase, db, newLanes);
  const key = laneKey(lane);
  const readLane = async (): Promise<Kept> => {
    const found = await read(laneRateLimit + 1);
    return { lane: found.rows.length > laneRateLimit ? null : found };
  };
  const { kept, asked } = lanes;
  const { lane: open } = kept
    ? await readThrough(kept, key, readLane, (known) => known.lane === null || roomFor(kept, known.lane.bytes) || asked.check(key))
    : await sharedRead(lanes, key, readLane);
  return open as OpenLane<R> | null;
}

/**
 * Keeps a lane read before any search asked for it (readSeaLanesAhead), if it fits beside those kept without pushing one
 * out; false when it does not (the cache is full).
 */
export function keepLane<R>(db: Db, lane: LaneAt, open: OpenLane<R>): boolean {
  const { kept } = perOwner(byDatabase, db, newLanes);
  const key = laneKey(lane);
  if (kept?.has(key)) return true;
  if (!kept || open.rows.length > laneRateLimit || !roomFor(kept, open.bytes)) return false;
  kept.set(key, { lane: open });
  return true;
}

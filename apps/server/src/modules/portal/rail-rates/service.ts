import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { todayUtc, type HotRailRatesQuery, type RailFclRow, type RailLclRow, type RailRateQuery } from '@freight/domain';
import type { Db } from '../../../db/client';
import { railFclRate, railLclRate } from '../../../db/schema/index';
import {
  byCodeUnit as byText, laneFromRows, laneRates, railFclRates, railFclRow, railLclRates, railLclRow, requireKnownPorts, type ReplyContext,
} from '../rates-common/index';

type RailQuery = z.output<typeof RailRateQuery>;

/** ETD first, then station codes: the order the rail pages open with (docs/api.md §5). */
const railOrder = (t: typeof railLclRate | typeof railFclRate, id: typeof railLclRate.rwlclrateid | typeof railFclRate.rwrateid) =>
  [asc(t.senddatetime), asc(t.portofloadingcode), asc(t.portofdischargecode), asc(id)];

const onLane = (t: typeof railLclRate | typeof railFclRate, query: RailQuery) =>
  and(eq(t.portofloadingcode, query.portofloadingcode), eq(t.finaldestinationcode, query.finaldestinationcode));

/** The LCL search's one query, not yet run (the bench runs its SQL bare, beside the product). */
export function railLclSearchQuery(db: Db, query: RailQuery, day: string) {
  return railLclRates(db, day, and(onLane(railLclRate, query), gte(railLclRate.senddatetime, query.etddatefrom ?? day)))
    .orderBy(...railOrder(railLclRate, railLclRate.rwlclrateid)).limit(query.maxrows);
}

interface RailKey { senddatetime: string; portofloadingcode: string; portofdischargecode: string }

/** railOrder over a lane's open rates in memory (dates and station codes, letters and digits, compare alike). */
function departing<R extends RailKey>(open: readonly R[], query: RailQuery, from: string, id: (rate: R) => number): R[] {
  return open.filter((rate) => rate.senddatetime >= from)
    .sort((a, b) => byText(a.senddatetime, b.senddatetime) || byText(a.portofloadingcode, b.portofloadingcode)
      || byText(a.portofdischargecode, b.portofdischargecode) || id(a) - id(b))
    .slice(0, query.maxrows);
}

/** An empty reply is a known lane without rates, or a 400 naming the unknown station. */
async function knownLane<T>(db: Db, query: RailQuery, rows: T[]): Promise<T[]> {
  if (rows.length === 0) {
    await requireKnownPorts(db, 'rt', { portofloadingcode: query.portofloadingcode, finaldestinationcode: query.finaldestinationcode });
  }
  return rows;
}

/**
 * Rail rates of one lane departing on or after `etddatefrom` (default today): LCL rates with their
 * price entries, or FCL (40HQ COC/SOC) rates. Searched in memory over the lane's open rates
 * (laneRates) unless the lane is too large; then in one query.
 */
export async function searchRailRates(db: Db, query: RailQuery, ctx: ReplyContext): Promise<RailLclRow[] | RailFclRow[]> {
  const day = todayUtc();
  const from = query.etddatefrom ?? day;
  const lane = { version: ctx.version, day, from: query.portofloadingcode, to: query.finaldestinationcode };
  if (query.loadingtype === 'FCL') {
    const open = await laneRates(db, { table: 'railFcl', ...lane }, (limit) => railFclRates(db, day, onLane(railFclRate, query)).limit(limit).then(laneFromRows));
    if (!open) return searchRailRatesInSql(db, query, ctx);
    return knownLane(db, query, departing(open.rows, query, from, (r) => r.rwrateid).map((r) => railFclRow(r, ctx)));
  }
  const open = await laneRates(db, { table: 'railLcl', ...lane }, (limit) => railLclRates(db, day, onLane(railLclRate, query)).limit(limit).then(laneFromRows));
  if (!open) return searchRailRatesInSql(db, query, ctx);
  return knownLane(db, query, departing(open.rows, query, from, (r) => r.rwlclrateid).map((r) => railLclRow(r, ctx)));
}

/** The search as one query: for lanes too large to keep (and the reference the in-memory search is tested against). */
export async function searchRailRatesInSql(db: Db, query: RailQuery, ctx: ReplyContext): Promise<RailLclRow[] | RailFclRow[]> {
  const day = todayUtc();
  if (query.loadingtype === 'FCL') {
    const found = await railFclRates(db, day, and(onLane(railFclRate, query), gte(railFclRate.senddatetime, query.etddatefrom ?? day)))
      .orderBy(...railOrder(railFclRate, railFclRate.rwrateid)).limit(query.maxrows);
    return knownLane(db, query, found.map((r) => railFclRow(r, ctx)));
  }
  return knownLane(db, query, (await railLclSearchQuery(db, query, day)).map((r) => railLclRow(r, ctx)));
}

/**
 * The hot rail rates (callZxyjYhApi): rates marked hot that are in force today (effective, not
 * expired) and still to depart, soonest first; LCL and FCL, `maxrows` of each.
 */
export async function hotRailRates(db: Db, query: z.output<typeof HotRailRatesQuery>, ctx: ReplyContext) {
  const day = todayUtc();
  const [lcl, fcl] = await Promise.all([
    railLclRates(db, day, and(eq(railLclRate.ishot, 'Y'), lte(railLclRate.effectdate, day), gte(railLclRate.senddatetime, day)))
      .orderBy(...railOrder(railLclRate, railLclRate.rwlclrateid)).limit(query.maxrows),
    railFclRates(db, day, and(eq(railFclRate.ishot, 'Y'), lte(railFclRate.effectdate, day), gte(railFclRate.senddatetime, day)))
      .orderBy(...railOrder(railFclRate, railFclRate.rwrateid)).limit(query.maxrows),
  ]);
  return { lcl: lcl.map((r) => railLclRow(r, ctx)), fcl: fcl.map((r) => railFclRow(r, ctx)) };
}

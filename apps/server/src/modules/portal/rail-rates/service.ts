import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { z } from 'zod';
import type { HotRailRatesQuery, RailFclRow, RailLclRow, RailRateQuery } from '@freight/domain';
import type { Db } from '../../../db/client';
import { railFclRate, railLclRate } from '../../../db/schema/index';
import {
  railFclRates, railFclRow, railLclRates, railLclRow, requireKnownPorts, today, type ReplyContext,
} from '../rates-common/index';

/** ETD first, then station codes: the order the rail pages open with (docs/api.md §5). */
const railOrder = (t: typeof railLclRate | typeof railFclRate, id: typeof railLclRate.rwlclrateid | typeof railFclRate.rwrateid) =>
  [asc(t.senddatetime), asc(t.portofloadingcode), asc(t.portofdischargecode), asc(id)];

/**
 * Rail rates of one lane departing on or after `etddatefrom` (default today): LCL rates with their
 * price entries, or FCL (40HQ COC/SOC) rates. One query; only when it finds nothing are the two
 * codes checked, so an unknown station is a 400 and a known lane without rates an empty list.
 */
export async function searchRailRates(db: Db, query: z.output<typeof RailRateQuery>, ctx: ReplyContext): Promise<RailLclRow[] | RailFclRow[]> {
  const day = today();
  const from = query.etddatefrom ?? day;
  let rows: RailLclRow[] | RailFclRow[];
  if (query.loadingtype === 'FCL') {
    const found = await railFclRates(db, day, and(
      eq(railFclRate.portofloadingcode, query.portofloadingcode), eq(railFclRate.finaldestinationcode, query.finaldestinationcode),
      gte(railFclRate.senddatetime, from),
    )).orderBy(...railOrder(railFclRate, railFclRate.rwrateid)).limit(query.maxrows);
    rows = found.map((r) => railFclRow(r, ctx));
  } else {
    const found = await railLclRates(db, day, and(
      eq(railLclRate.portofloadingcode, query.portofloadingcode), eq(railLclRate.finaldestinationcode, query.finaldestinationcode),
      gte(railLclRate.senddatetime, from),
    )).orderBy(...railOrder(railLclRate, railLclRate.rwlclrateid)).limit(query.maxrows);
    rows = found.map((r) => railLclRow(r, ctx));
  }
  if (rows.length === 0) {
    await requireKnownPorts(db, 'rt', { portofloadingcode: query.portofloadingcode, finaldestinationcode: query.finaldestinationcode });
  }
  return rows;
}

/**
 * The hot rail rates (callZxyjYhApi): rates marked hot that are in force today (effective, not
 * expired) and still to depart, soonest first; LCL and FCL, `maxrows` of each.
 */
export async function hotRailRates(db: Db, query: z.output<typeof HotRailRatesQuery>, ctx: ReplyContext) {
  const day = today();
  const [lcl, fcl] = await Promise.all([
    railLclRates(db, day, and(eq(railLclRate.ishot, 'Y'), lte(railLclRate.effectdate, day), gte(railLclRate.senddatetime, day)))
      .orderBy(...railOrder(railLclRate, railLclRate.rwlclrateid)).limit(query.maxrows),
    railFclRates(db, day, and(eq(railFclRate.ishot, 'Y'), lte(railFclRate.effectdate, day), gte(railFclRate.senddatetime, day)))
      .orderBy(...railOrder(railFclRate, railFclRate.rwrateid)).limit(query.maxrows),
  ]);
  return { lcl: lcl.map((r) => railLclRow(r, ctx)), fcl: fcl.map((r) => railFclRow(r, ctx)) };
}

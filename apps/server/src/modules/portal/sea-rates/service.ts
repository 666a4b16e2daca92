import { and, asc, desc, eq, gte, inArray, isNotNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { seaPriceField, todayUtc, type SeaRateQuery, type SeaRateReply, type Surcharge } from '@freight/domain';
import type { Db } from '../../../db/client';
import { carrier, railLclRate, seaRate, surcharge, tradeLane } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import {
  carrierName, chargeAmount, keptRow, laneOpen, laneRates, localName, localRemark, price, rateOpen, refuseUnknownPorts, requireKnownPorts, seaLaneRates, seaRates, seaRow, seaSortPrice,
  type ReplyContext, type SeaRateOf, type SeaRaw,
} from '../rates-common/index';
import { laneCarriers as laneCarriersOf, laneRows } from './laneSearch';

type SeaQuery = z.output<typeof SeaRateQuery>;

const laneRate = alias(seaRate, 'lane_rate');
const laneCarrier = alias(carrier, 'lane_carrier');
const laneTradeLane = alias(tradeLane, 'lane_trade_lane');

/**
 * The carriers with rates on the lane from the sailing date, whatever the other filters: the
 * carrier multi-select offers them all. An uncorrelated subquery, so PostgreSQL runs it once.
 * (An alias renders as its bare name inside sql``, so each follows its table: "carrier" "lane_carrier".)
 */
function laneCarriers(query: SeaQuery, day: string, from: string) {
  return sql<{ carriercode: string; en: string; zh: string }[]>`(
    select coalesce(json_agg(json_build_object('carriercode', ${laneCarrier.carriercode}, 'en', ${laneCarrier.carriername}, 'zh', ${laneCarrier.localname})
      order by ${laneCarrier.carriercode} collate "C"), '[]'::json)
    from ${carrier} ${laneCarrier}
    where ${laneCarrier.status} = '0' and exists (
      select 1 from ${seaRate} ${laneRate} left join ${tradeLane} ${laneTradeLane} on ${laneTradeLane.tradelanecode} = ${laneRate.carriertradelane}
      where ${laneRate.carriercode} = ${laneCarrier.carriercode}
        and ${laneRate.portofloadingcode} = ${query.portofloadingcode} and ${laneRate.finaldestination} = ${query.finaldestinationcode}
        and ${rateOpen(laneRate, day)} and ${laneOpen(laneTradeLane.isforbid)} and ${laneRate.etddate} >= ${from}))`;
}

/** The lane's filters; the carrier list ignores all but the lane and the sailing date. */
function filters(query: SeaQuery, from: string): SQL | undefined {
  return and(
    eq(seaRate.portofloadingcode, query.portofloadingcode),
    eq(seaRate.finaldestination, query.finaldestinationcode),
    gte(seaRate.etddate, from),
    query.directonly ? eq(seaRate.transferdirect, 'D') : undefined,
    query.spaceonly ? eq(seaRate.space, 'Y') : undefined,
    query.carriercodes?.length ? inArray(seaRate.carriercode, query.carriercodes) : undefined,
    query.containertype ? isNotNull(seaRate[seaPriceField[query.containertype]]) : undefined,
  );
}

/** Codes in code-unit order whatever the database's collation, as the in-memory search sorts them. */
const carrierCode = sql`${seaRate.carriercode} collate "C"`;

/** carrier (default): by carrier code; etd: by departure; transit: by transit days; price: by the box price (40HC by default). */
function ordering(query: SeaQuery): SQL[] {
  const dir = (column: AnyColumn | SQL) => (query.sortorder === 'desc' ? desc(column) : asc(column));
  const tail = [asc(seaRate.etddate), asc(carrierCode), asc(seaRate.fclrateid)];
  switch (query.sortby) {
    case 'etd': return [dir(seaRate.etddate), asc(carrierCode), asc(seaRate.fclrateid)];
    case 'transit': return [dir(seaRate.transittime), ...tail];
    case 'price': {
      const column = seaRate[seaPriceField[query.containertype ?? '40HC']];
      // sortorder is 'asc' or 'desc' (checked by SeaRateQuery), so it may be written into the SQL.
      return [sql`${column} ${sql.raw(query.sortorder)} nulls last`, ...tail];
    }
    default: return [dir(carrierCode), asc(seaRate.etddate), asc(seaRate.fclrateid)];
  }
}

/** The search's one query, not yet run (the bench runs its SQL bare, beside the product). */
export function seaSearchQuery(db: Db, query: SeaQuery, day: string) {
  const from = query.sailingdate ?? day;
  return seaRates(db, day, filters(query, from), { laneCarriers: laneCarriers(query, day, from) })
    .orderBy(...ordering(query))
    .limit(query.maxrows);
}

/**
 * fclRate: sea rates of one lane departing on or after `sailingdate` (default today), filtered and
 * sorted as asked, with their other charges and the lane's carriers. Searched in memory over the
 * lane's open rates (laneRates) unless the lane is too large; then in one query. Only when nothing
 * is found does a query tell an unknown port (400) from an empty lane.
 */
export async function searchSeaRates(db: Db, query: SeaQuery, ctx: ReplyContext): Promise<SeaRateReply> {
  const day = todayUtc();
  const lane = await laneRates(db, { table: 'sea', version: ctx.version, day, from: query.portofloadingcode, to: query.finaldestinationcode },
    (limit) => seaLaneRates(db, day, query.portofloadingcode, query.finaldestinationcode, limit));
  if (!lane) return searchSeaRatesInSql(db, query, ctx);
  const from = query.sailingdate ?? day;
  const found = laneRows(lane.rows, query, from, (rate, box) => seaSortPrice(ctx, rate, box));
  if (found.length === 0) refuseUnknownPorts({ portofloadingcode: query.portofloadingcode, finaldestinationcode: query.finaldestinationcode }, lane.knownPorts!);
  return seaReply(db, day, found, laneCarriersOf(lane.rows, from), ctx);
}

const seaReply = (db: Db, day: string, found: SeaRaw[], carriers: { carriercode: string; en: string; zh: string }[], ctx: ReplyContext): SeaRateReply => ({
  rows: found.map((r) => keptRow(db, ctx, day, `sea:${r.fclrateid}`, () => seaRow(r, ctx))),
  carriers: carriers.map((c) => ({ carriercode: c.carriercode, carriername: carrierName(ctx.language, c) })),
});

/** The search as one query: for lanes too large to keep (and the reference the in-memory search is tested against). */
export async function searchSeaRatesInSql(db: Db, query: SeaQuery, ctx: ReplyContext): Promise<SeaRateReply> {
  const day = todayUtc();
  const found = await seaSearchQuery(db, query, day);
  let carriers = found[0]?.laneCarriers;
  if (!carriers) {
    await requireKnownPorts(db, 'ox', { portofloadingcode: query.portofloadingcode, finaldestinationcode: query.finaldestinationcode });
    // db.execute, not a select without a table: drizzle would write the columns unqualified there.
    const lane = await db.execute<{ carriers: { carriercode: string; en: string; zh: string }[] }>(sql`select ${laneCarriers(query, day, query.sailingdate ?? day)} as carriers`);
    carriers = lane.rows[0]?.carriers ?? [];
  }
  return seaReply(db, day, found, carriers, ctx);
}

const surchargeColumns = {
  ratetype: surcharge.ratetype,
  zh: surcharge.freightname,
  en: surcharge.englishname,
  ru: surcharge.russianname,
  currencycode: surcharge.currencycode,
  amount: surcharge.amount,
  unit: surcharge.unit,
  remark: surcharge.remark,
  englishremark: surcharge.englishremark,
  russianremark: surcharge.russianremark,
};

type SurchargeRaw = { [K in keyof typeof surchargeColumns]: (typeof surchargeColumns)[K]['_']['data'] };

/** A sea rate's facts its charges are priced by (none for a rail LCL rate's). */
const seaRateOf = {
  portofloadingcode: seaRate.portofloadingcode, finaldestination: seaRate.finaldestination, carriertradelane: seaRate.carriertradelane, carriercode: seaRate.carriercode,
};

function surchargeRow(raw: SurchargeRaw & { rate?: SeaRateOf }, ctx: ReplyContext): Surcharge {
  return {
    ratetype: raw.ratetype === 'Paid at Destination' ? 'Paid at Destination' : 'Paid at Origin',
    freightname: localName(ctx.language, raw),
    currencycode: raw.currencycode,
    amount: raw.rate ? chargeAmount(ctx, raw.rate, raw) : price(raw.amount, ctx.anonymous),
    unit: raw.unit,
    remark: localRemark(ctx.language, raw),
  };
}

/** Is this rate one the portal shows? Asked only when a surcharge query found nothing. */
async function rateShown(db: Db, day: string, id: { fclrateid?: number; lclrateid?: number }): Promise<boolean> {
  if (id.fclrateid !== undefined) {
    const [found] = await seaRates(db, day, eq(seaRate.fclrateid, id.fclrateid)).limit(1);
    return !!found;
  }
  const [found] = await db.select({ id: railLclRate.rwlclrateid }).from(railLclRate)
    .leftJoin(tradeLane, eq(tradeLane.tradelanecode, railLclRate.tradelanecode))
    .where(and(eq(railLclRate.rwlclrateid, id.lclrateid!), rateOpen(railLclRate, day), laneOpen(tradeLane.isforbid)));
  return !!found;
}

/**
 * The other charges of a sea rate (`fclrateid`) or a rail LCL rate (`lclrateid`), names in the
 * caller's language. A rate the portal does not show (unknown, expired, disabled, forbidden lane,
 * disabled carrier) is a 404, as in a search.
 */
export async function rateSurcharges(db: Db, id: { fclrateid?: number; lclrateid?: number }, ctx: ReplyContext): Promise<Surcharge[]> {
  const day = todayUtc();
  const query = id.fclrateid !== undefined
    ? db.select({ ...surchargeColumns, rate: seaRateOf }).from(surcharge)
      .innerJoin(seaRate, eq(seaRate.fclrateid, surcharge.fclrateid))
      .innerJoin(carrier, and(eq(carrier.carriercode, seaRate.carriercode), eq(carrier.status, '0')))
      .leftJoin(tradeLane, eq(tradeLane.tradelanecode, seaRate.carriertradelane))
      .where(and(eq(surcharge.fclrateid, id.fclrateid), rateOpen(seaRate, day), laneOpen(tradeLane.isforbid)))
    : db.select(surchargeColumns).from(surcharge)
      .innerJoin(railLclRate, eq(railLclRate.rwlclrateid, surcharge.lclrateid))
      .leftJoin(tradeLane, eq(tradeLane.tradelanecode, railLclRate.tradelanecode))
      .where(and(eq(surcharge.lclrateid, id.lclrateid!), rateOpen(railLclRate, day), laneOpen(tradeLane.isforbid)));
  const rows = await query.orderBy(asc(surcharge.sort), asc(surcharge.surchargeId));
  if (rows.length === 0 && !(await rateShown(db, day, id))) throw new AppError('http.404', {}, 404);
  return rows.map((r) => surchargeRow(r, ctx));
}

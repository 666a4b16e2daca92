import { and, asc, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import {
  fillDays, quotationRate, statusCounts, topLaneCount, type DashboardSummary, type InquiryDeskMode, type LaneAcceptance, type PriceHistoryQuery,
  todayUtc, type PricePoint, type QuoteStatus, type TopLane,
} from '@freight/domain';
import { fclInquiry, railFclRate, railLclInquiry, railLclPrice, railLclRate, seaInquiry, seaRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';

type InquiryTable = typeof railLclInquiry | typeof fclInquiry | typeof seaInquiry;
const modeLabel = (mode: InquiryDeskMode) => sql<InquiryDeskMode>`${mode}::text`.as('mode');

/** Inquiries per day and mode since `from`, in one query over the three inquiry tables. */
function perDay(ctx: AppContext, from: string) {
  const day = (t: InquiryTable, mode: InquiryDeskMode) =>
    ctx.db.select({ day: t.quotationdate, mode: modeLabel(mode), inquiries: count().as('inquiries') }).from(t)
      .where(gte(t.quotationdate, from)).groupBy(t.quotationdate);
  return unionAll(day(railLclInquiry, 'rail'), day(fclInquiry, 'fcl'), day(seaInquiry, 'sea'));
}

/** The lanes asked about most, over all modes, in one query. */
function topLanes(ctx: AppContext): Promise<TopLane[]> {
  const lanes = (t: InquiryTable, destination: PgColumn, mode: InquiryDeskMode) =>
    ctx.db.select({ mode: modeLabel(mode), portofloadingcode: t.portofloadingcode, destination: sql<string>`${destination}`.as('destination'), inquiries: count().as('inquiries') })
      .from(t).groupBy(t.portofloadingcode, destination);
  return unionAll(
    lanes(railLclInquiry, railLclInquiry.finaldestinationcode, 'rail'),
    lanes(fclInquiry, fclInquiry.finaldestinationcode, 'fcl'),
    lanes(seaInquiry, seaInquiry.placeofdeliverycode, 'sea'),
  ).orderBy(desc(sql`inquiries`), asc(sql`mode`), asc(sql`portofloadingcode`), asc(sql`destination`)).limit(topLaneCount);
}

/** Inquiries by quote status over the three modes, in one query. */
function byQuoteStatus(ctx: AppContext) {
  const statuses = (t: InquiryTable) => ctx.db.select({ status: sql<QuoteStatus>`${t.quotestatus}`.as('status'), n: count().as('n') }).from(t).groupBy(t.quotestatus);
  return unionAll(statuses(railLclInquiry), statuses(fclInquiry), statuses(seaInquiry));
}

/** The lanes with the most decided quotes and how many of them were accepted, in one query (the status index serves it). */
async function acceptanceByLane(ctx: AppContext): Promise<LaneAcceptance[]> {
  const decided = sql`in ('accepted', 'declined')`;
  const lanes = (t: InquiryTable, destination: PgColumn, mode: InquiryDeskMode) =>
    ctx.db.select({
      mode: modeLabel(mode), portofloadingcode: t.portofloadingcode, destination: sql<string>`${destination}`.as('destination'),
      decided: count().as('decided'), accepted: sql<number>`count(*) filter (where ${t.quotestatus} = 'accepted')::int`.as('accepted'),
    }).from(t).where(sql`${t.quotestatus} ${decided}`).groupBy(t.portofloadingcode, destination);
  const rows = await unionAll(
    lanes(railLclInquiry, railLclInquiry.finaldestinationcode, 'rail'),
    lanes(fclInquiry, fclInquiry.finaldestinationcode, 'fcl'),
    lanes(seaInquiry, seaInquiry.placeofdeliverycode, 'sea'),
  ).orderBy(desc(sql`decided`), asc(sql`mode`), asc(sql`portofloadingcode`), asc(sql`destination`)).limit(topLaneCount);
  return rows.map((r) => ({ ...r, decided: Number(r.decided), accepted: Number(r.accepted), acceptanceRate: quotationRate(Number(r.accepted), Number(r.decided)) }));
}

/** The dashboard's widgets, each one aggregate query. */
export async function dashboardSummary(ctx: AppContext, today = todayUtc()): Promise<DashboardSummary> {
  const days = fillDays(today, []);
  const [counts, lanes, [sea], statuses, acceptance] = await Promise.all([
    perDay(ctx, days[0]!.day),
    topLanes(ctx),
    ctx.db.select({ all: count(), quoted: count(seaInquiry.quotationuserid) }).from(seaInquiry),
    byQuoteStatus(ctx),
    acceptanceByLane(ctx),
  ]);
  return {
    perDay: fillDays(today, counts),
    topLanes: lanes,
    seaInquiries: sea?.all ?? 0,
    quotedSeaInquiries: sea?.quoted ?? 0,
    quotationRate: quotationRate(sea?.quoted ?? 0, sea?.all ?? 0),
    quotesByStatus: statusCounts(statuses.map((s) => ({ status: s.status, n: Number(s.n) }))),
    acceptanceByLane: acceptance,
  };
}

const weekOf = (day: PgColumn) => sql<string>`to_char(date_trunc('week', ${day}), 'YYYY-MM-DD')`;

/** Lowest and average price by ETD week on one lane: sea 40HC from sea rates, the rail LCL first sales price, or rail FCL's 40HQ COC price. */
export function priceHistory(ctx: AppContext, query: PriceHistoryQuery): Promise<PricePoint[]> {
  if (query.mode === 'fcl') {
    const week = weekOf(railFclRate.senddatetime);
    return ctx.db.select({ week, min: sql<number>`min(${railFclRate.price20})::float8`, avg: sql<number>`round(avg(${railFclRate.price20}), 2)::float8`, currencycode: railFclRate.currencycode })
      .from(railFclRate)
      .where(and(eq(railFclRate.portofloadingcode, query.portofloadingcode), eq(railFclRate.finaldestinationcode, query.destination)))
      .groupBy(week, railFclRate.currencycode).orderBy(week);
  }
  if (query.mode === 'sea') {
    const week = weekOf(seaRate.etddate);
    return ctx.db.select({ week, min: sql<number>`min(${seaRate.pricehc})::float8`, avg: sql<number>`round(avg(${seaRate.pricehc}), 2)::float8`, currencycode: seaRate.currencycode })
      .from(seaRate)
      .where(and(eq(seaRate.portofloadingcode, query.portofloadingcode), eq(seaRate.finaldestination, query.destination), isNotNull(seaRate.pricehc)))
      .groupBy(week, seaRate.currencycode).orderBy(week);
  }
  const week = weekOf(railLclRate.senddatetime);
  return ctx.db.select({ week, min: sql<number>`min(${railLclPrice.salesprice})::float8`, avg: sql<number>`round(avg(${railLclPrice.salesprice}), 2)::float8`, currencycode: railLclPrice.currencycode })
    .from(railLclRate)
    .innerJoin(railLclPrice, and(eq(railLclPrice.rwlclrateid, railLclRate.rwlclrateid), eq(railLclPrice.sort, 0)))
    .where(and(eq(railLclRate.portofloadingcode, query.portofloadingcode), eq(railLclRate.finaldestinationcode, query.destination)))
    .groupBy(week, railLclPrice.currencycode).orderBy(week);
}

import { and, asc, count, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { unionAll, type PgColumn } from 'drizzle-orm/pg-core';
import {
  fillDays, quotationRate, topLaneCount, type DashboardSummary, type InquiryDeskMode, type PriceHistoryQuery, type PricePoint, type TopLane,
} from '@freight/domain';
import { fclInquiry, railLclInquiry, railLclPrice, railLclRate, seaInquiry, seaRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';

type InquiryTable = typeof railLclInquiry | typeof fclInquiry | typeof seaInquiry;
const utcToday = () => new Date().toISOString().slice(0, 10);
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

/** The dashboard's three widgets, each one aggregate query. */
export async function dashboardSummary(ctx: AppContext, today = utcToday()): Promise<DashboardSummary> {
  const days = fillDays(today, []);
  const [counts, lanes, [sea]] = await Promise.all([
    perDay(ctx, days[0]!.day),
    topLanes(ctx),
    ctx.db.select({ all: count(), quoted: count(seaInquiry.quotationuserid) }).from(seaInquiry),
  ]);
  return {
    perDay: fillDays(today, counts),
    topLanes: lanes,
    seaInquiries: sea?.all ?? 0,
    quotedSeaInquiries: sea?.quoted ?? 0,
    quotationRate: quotationRate(sea?.quoted ?? 0, sea?.all ?? 0),
  };
}

const weekOf = (day: PgColumn) => sql<string>`to_char(date_trunc('week', ${day}), 'YYYY-MM-DD')`;

/** Lowest and average price by ETD week on one lane: sea 40HC from sea rates, or the rail LCL first sales price. */
export function priceHistory(ctx: AppContext, query: PriceHistoryQuery): Promise<PricePoint[]> {
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

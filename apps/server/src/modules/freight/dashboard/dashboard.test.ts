import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, count, eq, gte, isNotNull } from 'drizzle-orm';
import type { DashboardSummary, PricePoint } from '@freight/domain';
import { fclInquiry, railFclRate, railLclInquiry, seaInquiry, seaRate } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { staffClient, staffWith } from '../../../../test/api';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

/** The Monday of a day's week, as the price history names weeks. */
const startOfWeek = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

const since = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('dashboard', () => {
  it('counts inquiries per day and mode over the last 30 days, top lanes and the quotation rate', async () => {
    const summary: DashboardSummary = (await admin.get('/freight/dashboard/summary')).data;
    expect(summary.perDay).toHaveLength(30);
    expect(summary.perDay.at(-1)!.day).toBe(since(0));
    const from = summary.perDay[0]!.day;
    for (const [mode, table] of [['rail', railLclInquiry], ['fcl', fclInquiry], ['sea', seaInquiry]] as const) {
      const [expected] = await t.ctx.db.select({ n: count() }).from(table).where(gte(table.quotationdate, from));
      expect(summary.perDay.reduce((sum, day) => sum + day[mode], 0)).toBe(expected!.n);
    }
    const [sea] = await t.ctx.db.select({ all: count(), quoted: count(seaInquiry.quotationuserid) }).from(seaInquiry);
    expect(summary).toMatchObject({ seaInquiries: sea!.all, quotedSeaInquiries: sea!.quoted });
    expect(summary.quotationRate).toBeCloseTo(sea!.quoted / sea!.all, 3);

    expect(summary.topLanes.length).toBeGreaterThan(0);
    expect(summary.topLanes.length).toBeLessThanOrEqual(10);
    const counts = summary.topLanes.map((lane) => lane.inquiries);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const top = summary.topLanes[0]!;
    const table = { rail: railLclInquiry, fcl: fclInquiry, sea: seaInquiry }[top.mode];
    const destination = top.mode === 'sea' ? seaInquiry.placeofdeliverycode : (table as typeof railLclInquiry).finaldestinationcode;
    const [lane] = await t.ctx.db.select({ n: count() }).from(table).where(and(eq(table.portofloadingcode, top.portofloadingcode), eq(destination, top.destination)));
    expect(top.inquiries).toBe(lane!.n);
  });

  it('counts quotes by status over every mode and the acceptance rate of the lanes with the most decisions', async () => {
    const sea = await t.ctx.db.select().from(seaInquiry).where(eq(seaInquiry.quotestatus, 'pending')).limit(3);
    const lane = { portofloadingcode: 'CNSHA', placeofdeliverycode: 'ZZTST' };
    await t.ctx.db.update(seaInquiry).set({ ...lane, quotestatus: 'accepted' }).where(eq(seaInquiry.inquiryId, sea[0]!.inquiryId));
    await t.ctx.db.update(seaInquiry).set({ ...lane, quotestatus: 'accepted' }).where(eq(seaInquiry.inquiryId, sea[1]!.inquiryId));
    await t.ctx.db.update(seaInquiry).set({ ...lane, quotestatus: 'declined' }).where(eq(seaInquiry.inquiryId, sea[2]!.inquiryId));
    const summary: DashboardSummary = (await admin.get('/freight/dashboard/summary')).data;

    for (const status of ['pending', 'quoted', 'accepted', 'declined', 'expired', 'withdrawn'] as const) {
      let expected = 0;
      for (const table of [railLclInquiry, fclInquiry, seaInquiry]) expected += (await t.ctx.db.select({ n: count() }).from(table).where(eq(table.quotestatus, status)))[0]!.n;
      expect(summary.quotesByStatus[status], status).toBe(expected);
    }
    expect(summary.acceptanceByLane).toContainEqual({ mode: 'sea', portofloadingcode: 'CNSHA', destination: 'ZZTST', decided: 3, accepted: 2, acceptanceRate: 0.6667 });
    const decided = summary.acceptanceByLane.map((l) => l.decided);
    expect(decided).toEqual([...decided].sort((a, b) => b - a));
  });

  it('draws a lane’s weekly lowest and average price', async () => {
    const [lane] = await t.ctx.db.select({ from: seaRate.portofloadingcode, to: seaRate.finaldestination }).from(seaRate).where(isNotNull(seaRate.pricehc)).limit(1);
    const sea: PricePoint[] = (await admin.get(`/freight/dashboard/price-history?mode=sea&portofloadingcode=${lane!.from}&destination=${lane!.to}`)).data;
    expect(sea.length).toBeGreaterThan(1);
    expect(sea.every((p) => p.min <= p.avg && /^\d{4}-\d{2}-\d{2}$/.test(p.week) && new Date(`${p.week}T00:00:00Z`).getUTCDay() === 1)).toBe(true);
    const weeks = sea.map((p) => p.week);
    expect(weeks).toEqual([...weeks].sort());

    const rail = (await admin.get('/freight/dashboard/summary')).data.topLanes.find((l: { mode: string }) => l.mode === 'rail');
    const railPoints: PricePoint[] = (await admin.get(`/freight/dashboard/price-history?mode=rail&portofloadingcode=${rail.portofloadingcode}&destination=${rail.destination}`)).data;
    expect(railPoints.length).toBeGreaterThan(0);
    // A full-container lane is drawn with its own rates (rail FCL 40HQ COC), as the top lanes name it.
    const [fclLane] = await t.ctx.db.select().from(railFclRate).orderBy(asc(railFclRate.senddatetime)).limit(1);
    const fclPoints: PricePoint[] = (await admin.get(`/freight/dashboard/price-history?mode=fcl&portofloadingcode=${fclLane!.portofloadingcode}&destination=${fclLane!.finaldestinationcode}`)).data;
    expect(fclPoints[0]).toMatchObject({ week: startOfWeek(fclLane!.senddatetime), currencycode: fclLane!.currencycode });
    expect(fclPoints[0]!.min).toBeLessThanOrEqual(fclLane!.price20);
    expect((await admin.get('/freight/dashboard/price-history?mode=air&portofloadingcode=CNSHA&destination=RULED')).code).toBe(400);
  });

  it('is only for people with the dashboard permission', async () => {
    const clerk = await staffWith(t, 'clerk');
    expect(await clerk.get('/freight/dashboard/summary')).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await clerk.get('/freight/dashboard/price-history?mode=sea&portofloadingcode=CNSHA&destination=RULED')).code).toBe(403);
  });
});

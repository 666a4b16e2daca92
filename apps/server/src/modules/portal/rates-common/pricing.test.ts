import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { round2, type RailFclRow, type SeaRateRow } from '@freight/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { staffClient } from '../../../../test/api';
import { customer, fclInquiry, markupRule, railFclRate, railLclPrice, seaInquiry, seaRate, sysUser } from '../../../db/schema/index';
import { issuePortalCredentials } from '../../../platform/gateway/index';
import { anonymousCredentials, type Credentials } from '../gateway/testing';
import { callAction, callCommand, numbersIn } from './testing';

/**
 * Customer pricing as the portal shows it (issue 19), on the demo rules: Demo Trading +8 % on sea, Volga Logistics
 * USD 50 per container on rail FCL, the key accounts group (Hanseatic) +3 % on sea, everyone else +5 % on sea and rail LCL.
 */
let t: TestApp;
let anonymous: Credentials;
const who: Record<'demo' | 'demo2' | 'demo3', Credentials> = {} as never;
let stranger: Credentials;
const sea = { portofloadingcode: 'CNSHA', finaldestinationcode: 'NLRTM' };
const fcl = { portofloadingcode: 'CNCTU', finaldestinationcode: 'RUMOW', loadingtype: 'FCL' };
const lcl = { portofloadingcode: 'CNCKG', finaldestinationcode: 'RUMOW' };

async function signedIn(userName: string): Promise<Credentials> {
  const [user] = await t.ctx.db.select({ userId: sysUser.userId, customerId: sysUser.customerId }).from(sysUser).where(eq(sysUser.userName, userName));
  return issuePortalCredentials(t.ctx, { usercode: userName, isAnonymous: false, userId: user!.userId, customerId: user!.customerId!, userType: 'C' });
}

beforeAll(async () => {
  t = await createTestApp();
  anonymous = await anonymousCredentials(t);
  for (const name of ['demo', 'demo2', 'demo3'] as const) who[name] = await signedIn(name);
  const [other] = await t.ctx.db.insert(customer).values({ customerLocalName: '无规则客户', customerLocalCode: 'PLAIN01' }).returning();
  stranger = await issuePortalCredentials(t.ctx, { usercode: 'plain', isAnonymous: false, userId: 99_001, customerId: other!.customerId, userType: 'C' });
});
afterAll(async () => { await t.close(); });

const seaRows = async (caller: Credentials) => (await callAction(t, caller, 'fclRate', sea)).content!.data.rows as SeaRateRow[];

/** The stored (buy) prices of the given sea rates, by id. */
async function seaBuy(ids: number[]) {
  const rows = await t.ctx.db.select().from(seaRate).where(inArray(seaRate.fclrateid, ids));
  return new Map(rows.map((r) => [r.fclrateid, r]));
}

describe('sell prices in the portal', () => {
  it('gives two customers searching the same lane their own sell prices, and others everyone’s', async () => {
    const [demo, demo3, plain] = [await seaRows(who.demo), await seaRows(who.demo3), await seaRows(stranger)];
    const buy = await seaBuy(demo.map((r) => r.fclrateid));
    expect(demo.length).toBeGreaterThan(0);
    for (const [rows, percent] of [[demo, 8], [demo3, 3], [plain, 5]] as const) {
      for (const row of rows) {
        const stored = buy.get(row.fclrateid)!;
        expect(row.pricehc).toBe(round2(stored.pricehc! * (100 + percent) / 100));
        expect(row.price20).toBe(round2(stored.price20! * (100 + percent) / 100));
      }
    }
    const fclRows = async (caller: Credentials) => (await callAction(t, caller, 'callYhApiRailway', fcl)).content!.data.rows as RailFclRow[];
    const volga = await fclRows(who.demo2);
    const [stored] = await t.ctx.db.select().from(railFclRate).where(eq(railFclRate.rwrateid, volga[0]!.rwrateid));
    expect(volga[0]).toMatchObject({ price20: round2(stored!.price20 + 50), pricehc: round2(stored!.pricehc + 50) });
    expect((await fclRows(who.demo)).find((r) => r.rwrateid === stored!.rwrateid)).toMatchObject({ price20: stored!.price20 });
  });

  it('shows a rule change at the next search (the reply cache follows the markups version)', async () => {
    const before = await seaRows(who.demo);
    expect(await seaRows(who.demo)).toEqual(before);
    const [demoCustomer] = await t.ctx.db.select().from(customer).where(eq(customer.customerLocalCode, 'DEMO01'));
    const [rule] = await t.ctx.db.select().from(markupRule).where(eq(markupRule.customerId, demoCustomer!.customerId));
    const admin = await staffClient(t);
    expect(await admin.put('/freight/markup', { ...(await admin.get(`/freight/markup/${rule!.markupId}`)).data, value: 10 })).toMatchObject({ code: 200 });
    const after = await seaRows(who.demo);
    const buy = await seaBuy([after[0]!.fclrateid]);
    expect(after[0]!.pricehc).toBe(round2(buy.get(after[0]!.fclrateid)!.pricehc! * 1.1));
    expect(await admin.put('/freight/markup', { ...(await admin.get(`/freight/markup/${rule!.markupId}`)).data, value: 8 })).toMatchObject({ code: 200 });
    expect(await seaRows(who.demo)).toEqual(before);
  });

  it('moves a customer to their group’s prices when staff put them in the group', async () => {
    const admin = await staffClient(t);
    const [plain] = (await admin.get('/freight/customer/list?customerLocalCode=PLAIN01')).rows;
    const row = (await seaRows(stranger))[0]!;
    const buy = (await seaBuy([row.fclrateid])).get(row.fclrateid)!;
    expect(row.pricehc).toBe(round2(buy.pricehc! * 1.05));
    expect(await admin.put('/freight/customer', { ...plain, customergroup: 'key' })).toMatchObject({ code: 200 });
    expect((await seaRows(stranger))[0]!.pricehc).toBe(round2(buy.pricehc! * 1.03));
  });

  it('still masks every price for anonymous callers', async () => {
    const reply = await callAction(t, anonymous, 'callYhApiRailway', lcl);
    expect(reply.code).toBe(200);
    expect(numbersIn(reply.content!.data.rows.map((r: { price: { salesprice: unknown }[] }) => r.price.map((p) => p.salesprice)))).toEqual([]);
  });

  it('never carries a buy price in any reply to a customer with a markup: lists, hot rates, detail, surcharges', async () => {
    // Each rate's reply is checked against its own buy prices (another rate's sell may equal them by chance).
    const boxes = (r: typeof seaRate.$inferSelect) => [r.price20, r.price40, r.pricehc, r.price45, r.price40nor].filter((p): p is number => p !== null);
    const leaked = (reply: unknown, buy: number[]) => numbersIn(reply).filter((n) => buy.includes(n));
    const list = await callAction(t, who.demo, 'fclRate', sea);
    const rows = list.content!.data.rows as SeaRateRow[];
    const buy = await seaBuy(rows.map((r) => r.fclrateid));
    for (const row of rows) expect(leaked(row, boxes(buy.get(row.fclrateid)!))).toEqual([]);
    const first = buy.get(rows[0]!.fclrateid)!;
    for (const reply of [await callCommand(t, who.demo, 'ratedetail', { fclrateid: first.fclrateid }), await callCommand(t, who.demo, 'surcharges', { fclrateid: first.fclrateid })]) {
      expect(reply.code).toBe(200);
      expect(leaked(reply.content!.data, boxes(first))).toEqual([]);
    }
    const lclBuy = async (id: number) => (await t.ctx.db.select({ salesprice: railLclPrice.salesprice }).from(railLclPrice).where(eq(railLclPrice.rwlclrateid, id))).map((p) => Number(p.salesprice));
    const hot = (await callAction(t, who.demo, 'callZxyjYhApi', {})).content!.data.lcl as { rwlclrateid: number }[];
    const lclRows = (await callAction(t, who.demo, 'callYhApiRailway', lcl)).content!.data.rows as { rwlclrateid: number }[];
    expect(hot.length + lclRows.length).toBeGreaterThan(0);
    for (const row of [...hot, ...lclRows]) expect(leaked(row, await lclBuy(row.rwlclrateid))).toEqual([]);
  });
});

describe('sorting by price', () => {
  it('sorts a customer’s search by their own sell prices, a carrier’s own rule included', async () => {
    const admin = await staffClient(t);
    const [demoCustomer] = await t.ctx.db.select().from(customer).where(eq(customer.customerLocalCode, 'DEMO01'));
    const byPrice = async () => (await callAction(t, who.demo, 'fclRate', { ...sea, sortby: 'price', sortorder: 'asc', containertype: '40HC', maxrows: 100 })).content!.data.rows as SeaRateRow[];
    const carriers = [...new Set((await byPrice()).map((r) => r.carriercode))];
    // The cheapest carrier by buy becomes the dearest for demo.
    const added = await admin.post('/freight/markup', {
      customerId: demoCustomer!.customerId, kind: 'sea', portofloadingcode: 'CNSHA', destinationcode: 'NLRTM', carriercode: carriers[0],
      validfrom: new Date().toISOString().slice(0, 10), validto: '2100-12-31', method: 'percent', value: 300,
    });
    expect(added).toMatchObject({ code: 200 });
    const rows = await byPrice();
    const prices = rows.map((r) => r.pricehc as number);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(rows.at(-1)!.carriercode).toBe(carriers[0]);
    expect(await admin.del(`/freight/markup/${added.data.markupId}`)).toMatchObject({ code: 200 });
  });
});

describe('inquiries keep the price they were given', () => {
  it('stores buy, the rules with their versions and sell with a sea inquiry, whatever the rules do later', async () => {
    const [row] = await seaRows(who.demo);
    const sent = await callAction(t, who.demo, 'callYhImport', { rateid: row!.fclrateid, inquirer: '王经理', gp20qty: 1, gp40qty: 0, hq40qty: 2, hq45qty: 0 });
    expect(sent.code).toBe(200);
    const [stored] = await t.ctx.db.select().from(seaInquiry).where(eq(seaInquiry.inquiryId, sent.content!.data.inquiryId));
    const buy = (await seaBuy([row!.fclrateid])).get(row!.fclrateid)!;
    const [rule] = await t.ctx.db.select().from(markupRule).where(eq(markupRule.value, 8));
    expect(stored!.pricing).toEqual({
      currencycode: 'USD',
      lines: [
        { unit: '20GP', quantity: 1, buy: buy.price20, sell: row!.price20, rules: [{ markupId: rule!.markupId, version: rule!.version }] },
        { unit: '40HC', quantity: 2, buy: buy.pricehc, sell: row!.pricehc, rules: [{ markupId: rule!.markupId, version: rule!.version }] },
      ],
      buy: round2(buy.price20! + 2 * buy.pricehc!),
      sell: round2((row!.price20 as number) + 2 * (row!.pricehc as number)),
    });
    // Staff read it in the inquiry desk after the rule has changed.
    const admin = await staffClient(t);
    expect(await admin.put('/freight/markup', { ...(await admin.get(`/freight/markup/${rule!.markupId}`)).data, value: 9 })).toMatchObject({ code: 200 });
    expect((await admin.get(`/freight/inquiry/sea/${stored!.inquiryId}`)).data).toMatchObject({ pricing: stored!.pricing });
  });

  it('prices a rail FCL inquiry at the customer’s sell price and keeps buy beside it', async () => {
    const [row] = (await callAction(t, who.demo2, 'callYhApiRailway', fcl)).content!.data.rows as RailFclRow[];
    const sent = await callAction(t, who.demo2, 'inquiryFcl', { rateid: row!.rwrateid, gp20qty: 2, hq40qty: 0, tradeterm: 'FOB', transportmode: 'station' });
    expect(sent.code).toBe(200);
    const [stored] = await t.ctx.db.select().from(fclInquiry).where(eq(fclInquiry.inquiryId, sent.content!.data.inquiryId));
    expect(stored!.total).toBe(round2(2 * (row!.price20 as number)));
    expect(stored!.pricing).toMatchObject({ currencycode: 'USD', lines: [{ unit: 'COC', quantity: 2, buy: round2((row!.price20 as number) - 50), sell: row!.price20 }], sell: stored!.total });
  });
});

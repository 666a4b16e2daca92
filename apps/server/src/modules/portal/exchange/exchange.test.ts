import { max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { exchangeRate } from '../../../db/schema/index';
import { issuePortalCredentials } from '../../../platform/gateway/index';
import { anonymousCredentials, callGateway, envelopeFor, type Credentials } from '../gateway/testing';

let t: TestApp;
let anonymous: Credentials;
let customer: Credentials;
/** The day the seed wrote as today: a run that crosses midnight still finds it the newest rate in force. */
let seededDay: string;

beforeAll(async () => {
  t = await createTestApp();
  anonymous = await anonymousCredentials(t);
  customer = await issuePortalCredentials(t.ctx, { usercode: 'CUST0001', isAnonymous: false, customerId: 1, userType: 'C' });
  [{ seededDay }] = await t.ctx.db.select({ seededDay: max(exchangeRate.fromdate) }).from(exchangeRate) as [{ seededDay: string }];
});
afterAll(async () => { await t.close(); });

const daysAfterSeed = (days: number) => new Date(Date.parse(seededDay) + days * 86_400_000).toISOString().slice(0, 10);
const invoicetrans = async (credentials: Credentials, data?: unknown) =>
  callGateway(t, 'callYhApi', envelopeFor(credentials, { command: { key: 'invoicetrans', url: '/yhApi/callYhApi', data } }), bearer(credentials.token));

interface Rate { exchangerateid: number; srccurrency: string; destcurrency: string; exchangerate: number; fromdate: string }

describe('invoicetrans', () => {
  it('gives an anonymous visitor the seeded rates in force, newest first, with the latest USD and RUB', async () => {
    const reply = await invoicetrans(anonymous, { maxrows: 100 });
    expect(reply).toMatchObject({ code: 200, status: 'ok' });
    const { rows, usd, rub } = reply.content.data as { rows: Rate[]; usd: Rate; rub: Rate };
    expect(rows).toHaveLength(26);
    expect(rows.map((r) => r.fromdate)).toEqual([...rows.map((r) => r.fromdate)].sort().reverse());
    expect(new Set(rows.map((r) => r.fromdate)).size).toBe(13);
    expect(usd).toMatchObject({ srccurrency: 'CNY', destcurrency: 'USD', fromdate: seededDay });
    expect(usd.exchangerate).toBeGreaterThanOrEqual(0.138);
    expect(usd.exchangerate).toBeLessThanOrEqual(0.141);
    expect(rub).toMatchObject({ srccurrency: 'CNY', destcurrency: 'RUB', fromdate: seededDay });
    expect(rub.exchangerate).toBeGreaterThanOrEqual(11);
    expect(rub.exchangerate).toBeLessThanOrEqual(13.5);
    expect(rows.slice(0, 2).map((r) => r.exchangerateid).sort()).toEqual([usd.exchangerateid, rub.exchangerateid].sort());
  });

  it('uses the newest record in force, not one entered ahead for a later date', async () => {
    await t.ctx.db.insert(exchangeRate).values([
      { srccurrency: 'CNY', destcurrency: 'USD', exchangerate: 0.13925, fromdate: seededDay, createBy: 'test' },
      { srccurrency: 'CNY', destcurrency: 'USD', exchangerate: 0.15, fromdate: daysAfterSeed(30), createBy: 'test' },
      { srccurrency: 'CNY', destcurrency: 'RUB', exchangerate: 12.345678, fromdate: seededDay, createBy: 'test' },
    ]);
    const { usd, rub, rows } = (await invoicetrans(customer)).content.data as { rows: Rate[]; usd: Rate; rub: Rate };
    expect(usd).toMatchObject({ exchangerate: 0.13925, fromdate: seededDay });
    expect(rub.exchangerate).toBe(12.345678);
    expect(rows.map((r) => r.exchangerate)).not.toContain(0.15);
  });

  it('shows a change made in the back office at the next call, though the same reply was just served', async () => {
    const before = (await invoicetrans(anonymous, { maxrows: 100 })).content.data as { usd: Rate };
    const staff = bearer((await signIn(t, 'admin', 'admin123')).token!);
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/freight/exchangeRate/${before.usd.exchangerateid}`, headers: staff });
    expect(removed.json()).toMatchObject({ code: 200 });
    const after = (await invoicetrans(anonymous, { maxrows: 100 })).content.data as { rows: Rate[]; usd: Rate };
    expect(after.usd.exchangerateid).not.toBe(before.usd.exchangerateid);
    expect(after.rows.map((r) => r.exchangerateid)).not.toContain(before.usd.exchangerateid);
  });

  it('pages with maxrows and page', async () => {
    const all = (await invoicetrans(anonymous)).content.data.rows as Rate[];
    const second = (await invoicetrans(anonymous, { maxrows: 3, page: 1 })).content.data.rows as Rate[];
    expect(second).toEqual(all.slice(3, 6));
  });

  it('names a bad payload field', async () => {
    expect(await invoicetrans(anonymous, { maxrows: 1000 })).toEqual({ code: 400, msg: '命令参数错误：data.maxrows', status: 'error' });
    expect(await invoicetrans(anonymous, { page: -1 })).toEqual({ code: 400, msg: '命令参数错误：data.page', status: 'error' });
    expect((await invoicetrans(anonymous, 'all')).msg).toBe('命令参数错误：data');
  });
});

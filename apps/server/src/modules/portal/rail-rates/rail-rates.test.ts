import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { RailFclRow, RailLclRow } from '@freight/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { railFclRate, railLclPrice, railLclRate, tradeLane } from '../../../db/schema/index';
import { callAction, callers, freightFootprint, isoDay, numbersIn, type Callers, type TestLanguage } from '../rates-common/testing';

let t: TestApp;
let c: Callers;

beforeAll(async () => {
  t = await createTestApp();
  c = await callers(t);
});
afterAll(async () => { await t.close(); });

const search = async (data: Record<string, unknown>, who: 'customer' | 'anonymous' = 'customer', language: TestLanguage = 'zh_CN') => {
  const reply = await callAction(t, c[who], 'callYhApiRailway', data, language);
  expect(reply).toMatchObject({ code: 200, status: 'ok' });
  return reply.content!.data.rows as (RailLclRow & RailFclRow)[];
};
const lane = { portofloadingcode: 'CNXIY', finaldestinationcode: 'RUMOW' };
const sortedBy = <T>(rows: T[], key: (row: T) => string) => rows.every((row, i) => i === 0 || key(rows[i - 1]!) <= key(row));

describe('callYhApiRailway, rail LCL', () => {
  it('lists the lane’s rates in force departing from today, ETD first, with their price entries', async () => {
    const today = isoDay();
    const rows = await search({ ...lane, etddatefrom: today, isAnonymous: false, maxrows: 100 });
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.length).toBeLessThanOrEqual(30);
    for (const row of rows) {
      expect(row).toMatchObject({ portofloadingcode: 'CNXIY', finaldestinationcode: 'RUMOW', XC__portofloadingcode: '西安', XC__finaldestinationcode: '莫斯科', currencycode: 'USD' });
      expect(['ALASC', 'KHORG', 'ERLIA', 'MZLJ']).toContain(row.portofdischargecode);
      expect(row.senddatetime >= today && row.expireddate >= today).toBe(true);
      expect(Date.parse(row.blclosetime)).toBeLessThan(Date.parse(row.closingtime));
      expect(row.blclosetime).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(row.voyage).toBeGreaterThan(5);
      expect(row.price[0]).toMatchObject({ currencycode: 'USD', unit: 'CBM' });
      expect(row.price[0]!.salesprice).toBeGreaterThanOrEqual(90);
      expect(row.price[0]!.salesprice).toBeLessThanOrEqual(160);
      expect(row.XC__remark).toBe(row.remark);
    }
    expect(sortedBy(rows, (r) => `${r.senddatetime} ${r.portofloadingcode}`)).toBe(true);
    expect(await search({ ...lane, maxrows: 3 })).toEqual(rows.slice(0, 3));
  });

  it('never offers a rate whose validity has ended, even when searching from a year back', async () => {
    const today = isoDay();
    const yearBack = isoDay(-400);
    const rows = await search({ portofloadingcode: 'CNCGO', finaldestinationcode: 'RUMOW', etddatefrom: yearBack });
    const inDb = await t.ctx.db.select({ id: railLclRate.rwlclrateid, expireddate: railLclRate.expireddate, status: railLclRate.status }).from(railLclRate)
      .where(and(eq(railLclRate.portofloadingcode, 'CNCGO'), eq(railLclRate.finaldestinationcode, 'RUMOW'), gte(railLclRate.senddatetime, yearBack)));
    const expired = inDb.filter((r) => r.expireddate < today);
    expect(expired.length).toBeGreaterThan(40);
    expect(rows.map((r) => r.rwlclrateid).sort()).toEqual(inDb.filter((r) => r.expireddate >= today && r.status === '0').map((r) => r.id).sort());

    // A quote replaced by a newer one: its departure is still ahead, its validity is over.
    const [replaced] = await t.ctx.db.select().from(railLclRate).where(and(lt(railLclRate.expireddate, today), gte(railLclRate.senddatetime, today))).limit(1);
    expect(replaced).toBeDefined();
    const onItsLane = await search({ portofloadingcode: replaced!.portofloadingcode, finaldestinationcode: replaced!.finaldestinationcode });
    expect(onItsLane.length).toBeGreaterThan(0);
    expect(onItsLane.map((r) => r.rwlclrateid)).not.toContain(replaced!.rwlclrateid);
  });

  it('leaves out disabled rates and every rate of a forbidden trade lane', async () => {
    const rows = await search(lane);
    await t.ctx.db.update(railLclRate).set({ status: '1' }).where(eq(railLclRate.rwlclrateid, rows[0]!.rwlclrateid));
    expect((await search(lane)).map((r) => r.rwlclrateid)).toEqual(rows.slice(1).map((r) => r.rwlclrateid));
    await t.ctx.db.update(railLclRate).set({ status: '0' }).where(eq(railLclRate.rwlclrateid, rows[0]!.rwlclrateid));

    await t.ctx.db.update(tradeLane).set({ isforbid: 'Y' }).where(eq(tradeLane.tradelanecode, 'RAIL-RU'));
    expect(await search(lane)).toEqual([]);
    expect(await search({ ...lane, loadingtype: 'FCL' })).toEqual([]);
    expect((await search({ portofloadingcode: 'CNXIY', finaldestinationcode: 'DEDUI' })).length).toBeGreaterThan(0);
    await t.ctx.db.update(tradeLane).set({ isforbid: 'N' }).where(eq(tradeLane.tradelanecode, 'RAIL-RU'));
    expect(await search(lane)).toEqual(rows);
  });

  it('names stations and remarks in the caller’s language', async () => {
    const names: Record<string, [string, string, string]> = {
      CNXIY: ['西安', "Xi'an", 'Сиань'], RUMOW: ['莫斯科', 'Moscow', 'Москва'],
      ALASC: ['阿拉山口', 'Alashankou', 'Алашанькоу'], KHORG: ['霍尔果斯', 'Khorgos', 'Хоргос'], ERLIA: ['二连浩特', 'Erenhot', 'Эрлянь'], MZLJ: ['满洲里', 'Manzhouli', 'Маньчжурия'],
    };
    const languages: TestLanguage[] = ['zh_CN', 'en_US', 'ru_Ru'];
    for (const [i, language] of languages.entries()) {
      for (const row of await search(lane, 'anonymous', language)) {
        expect(row.XC__portofloadingcode).toBe(names.CNXIY![i]);
        expect(row.XC__finaldestinationcode).toBe(names.RUMOW![i]);
        expect(row.XC__portofdischargecode).toBe(names[row.portofdischargecode]![i]);
        expect(row.XC__remark).toBe([row.remark, row.englishremark, row.russianremark][i] || row.remark);
      }
    }
    const withRemark = (await search(lane, 'customer', 'en_US')).find((r) => r.remark !== '');
    expect(withRemark?.XC__remark).toBe(withRemark?.englishremark);
    expect(withRemark?.englishremark).toMatch(/<(b|a href="https:\/\/)/);
  });

  it('masks every price for an anonymous caller, whatever the payload claims', async () => {
    const [known] = await search(lane);
    await t.ctx.db.update(railLclPrice).set({ salesprice: 987.65 }).where(eq(railLclPrice.rwlclrateid, known!.rwlclrateid));
    const customerRows = await search(lane);
    // The customer sees the sell price: the demo everyone-rule adds 5 % on rail LCL.
    expect(customerRows[0]!.price[0]!.salesprice).toBe(1037.03);

    const reply = await callAction(t, c.anonymous, 'callYhApiRailway', { ...lane, isAnonymous: false });
    const rows = reply.content!.data.rows as RailLclRow[];
    expect(rows.map((r) => r.rwlclrateid)).toEqual(customerRows.map((r) => r.rwlclrateid));
    for (const row of rows) {
      expect(row.price.length).toBeGreaterThan(0);
      expect(row.price.every((p) => p.salesprice === '***')).toBe(true);
      expect(numbersIn(row.price)).toEqual([]);
    }
    expect(JSON.stringify(reply)).not.toMatch(/987/);
    for (const price of new Set(customerRows.flatMap((r) => r.price.map((p) => p.salesprice)))) {
      expect(JSON.stringify(rows.map((r) => r.price))).not.toContain(String(price));
    }
  });

  it('refuses a bad payload naming the field, and writes nothing', async () => {
    const before = await freightFootprint(t);
    const refused = async (data: unknown, msg: string) =>
      expect(await callAction(t, c.customer, 'callYhApiRailway', data, 'en_US')).toEqual({ code: 400, msg, status: 'error' });
    await refused({ portofloadingcode: 'CNXXX', finaldestinationcode: 'RUMOW' }, 'Unknown port or station: data.portofloadingcode = CNXXX');
    await refused({ portofloadingcode: 'CNXIY', finaldestinationcode: 'RUXXX' }, 'Unknown port or station: data.finaldestinationcode = RUXXX');
    await refused({ portofloadingcode: 'CNSHA', finaldestinationcode: 'RUMOW' }, 'Unknown port or station: data.portofloadingcode = CNSHA');
    await refused({ ...lane, etddatefrom: '2026-02-30' }, 'Invalid command data: data.etddatefrom');
    await refused({ ...lane, etddatefrom: '2026/01/01' }, 'Invalid command data: data.etddatefrom');
    await refused({ ...lane, maxrows: 1000 }, 'Invalid command data: data.maxrows');
    await refused({ ...lane, maxrows: 0 }, 'Invalid command data: data.maxrows');
    await refused({ ...lane, maxrows: '10' }, 'Invalid command data: data.maxrows');
    await refused({ ...lane, portofloadingcode: 42 }, 'Invalid command data: data.portofloadingcode');
    await refused({ ...lane, portofloadingcode: "CNXIY' OR 1=1" }, 'Invalid command data: data.portofloadingcode');
    await refused({ ...lane, loadingtype: 'BULK' }, 'Invalid command data: data.loadingtype');
    await refused({ ...lane, isAnonymous: 'no' }, 'Invalid command data: data.isAnonymous');
    await refused({ finaldestinationcode: 'RUMOW' }, 'Invalid command data: data.portofloadingcode');
    await refused([lane], 'Invalid command data: data');
    expect((await callAction(t, c.customer, 'callYhApiRailway', { portofloadingcode: 'CNXXX', finaldestinationcode: 'RUMOW' })).msg)
      .toBe('未知的港口或站点：data.portofloadingcode = CNXXX');
    expect(await freightFootprint(t)).toEqual(before);
  });

  it('answers a known lane without rates with an empty list', async () => {
    expect(await search({ portofloadingcode: 'CNXIY', finaldestinationcode: 'RUMOW', etddatefrom: isoDay(200) })).toEqual([]);
  });
});

describe('callYhApiRailway, rail FCL', () => {
  it('lists 40HQ COC and SOC prices with the pickup address', async () => {
    const rows = await search({ portofloadingcode: 'CNCKG', finaldestinationcode: 'DEDUI', loadingtype: 'FCL' });
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      expect(row.rwrateid).toBeGreaterThan(0);
      expect(row).not.toHaveProperty('price');
      expect(row).not.toHaveProperty('rwlclrateid');
      expect(row.price20).toBeGreaterThanOrEqual(4500);
      expect(row.price20).toBeLessThanOrEqual(8500);
      expect(Number(row.price20) - Number(row.pricehc)).toBeGreaterThanOrEqual(600);
      expect(Number(row.price20) - Number(row.pricehc)).toBeLessThanOrEqual(1200);
      expect(row.pickupctnaddress).toContain('重庆团结村');
      expect(row.expireddate >= isoDay()).toBe(true);
    }
    expect(sortedBy(rows, (r) => r.senddatetime)).toBe(true);
  });

  it('names the pickup depot in the caller’s language, the original where it has no translation', async () => {
    const fclLane = { portofloadingcode: 'CNCKG', finaldestinationcode: 'DEDUI', loadingtype: 'FCL' };
    const depotIn = async (language: TestLanguage) => (await search(fclLane, 'customer', language))[0]!.XC__pickupctnaddress;
    expect(await depotIn('zh_CN')).toBe('重庆团结村集装箱中心站');
    expect(await depotIn('en_US')).toBe('Chongqing Tuanjiecun Station CY');
    expect(await depotIn('ru_Ru')).toBe('Контейнерный терминал станции Чунцин Туаньцзецунь');
    const [first] = await search(fclLane);
    await t.ctx.db.update(railFclRate).set({ englishpickupctnaddress: '', russianpickupctnaddress: '' }).where(eq(railFclRate.rwrateid, first!.rwrateid));
    expect(await depotIn('en_US')).toBe('重庆团结村集装箱中心站');
    expect(await depotIn('ru_Ru')).toBe('重庆团结村集装箱中心站');
  });

  it('masks both box prices for an anonymous caller', async () => {
    const fclLane = { portofloadingcode: 'CNCKG', finaldestinationcode: 'DEDUI', loadingtype: 'FCL' };
    const [known] = await search(fclLane);
    await t.ctx.db.update(railFclRate).set({ price20: 9876.54, pricehc: 8765.43 }).where(eq(railFclRate.rwrateid, known!.rwrateid));
    expect((await search(fclLane))[0]).toMatchObject({ price20: 9876.54, pricehc: 8765.43 });
    const reply = await callAction(t, c.anonymous, 'callYhApiRailway', fclLane);
    const rows = reply.content!.data.rows as RailFclRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.price20 === '***' && r.pricehc === '***')).toBe(true);
    expect(JSON.stringify(reply)).not.toMatch(/9876|8765/);
  });
});

describe('callZxyjYhApi', () => {
  it('lists the hot rail rates in force, soonest first, LCL and FCL', async () => {
    const today = isoDay();
    const reply = await callAction(t, c.customer, 'callZxyjYhApi', {});
    const { lcl, fcl } = reply.content!.data as { lcl: RailLclRow[]; fcl: RailFclRow[] };
    expect(lcl).toHaveLength(20);
    expect(fcl).toHaveLength(20);
    const hot = await t.ctx.db.select({ id: railLclRate.rwlclrateid }).from(railLclRate).where(eq(railLclRate.ishot, 'Y'));
    const hotIds = new Set(hot.map((r) => r.id));
    for (const row of [...lcl, ...fcl]) {
      expect(row.effectdate <= today && row.expireddate >= today && row.senddatetime >= today).toBe(true);
    }
    expect(lcl.every((r) => hotIds.has(r.rwlclrateid))).toBe(true);
    expect(typeof lcl[0]!.price[0]!.salesprice).toBe('number');
    expect(typeof fcl[0]!.price20).toBe('number');
    expect(sortedBy(lcl, (r) => r.senddatetime) && sortedBy(fcl, (r) => r.senddatetime)).toBe(true);
    const [notHot] = await t.ctx.db.select({ id: railLclRate.rwlclrateid }).from(railLclRate)
      .where(and(eq(railLclRate.ishot, 'N'), gte(railLclRate.senddatetime, today), gte(railLclRate.expireddate, today))).limit(1);
    expect(lcl.map((r) => r.rwlclrateid)).not.toContain(notHot!.id);
    const few = (await callAction(t, c.customer, 'callZxyjYhApi', { maxrows: 3 })).content!.data;
    expect(few).toEqual({ lcl: lcl.slice(0, 3), fcl: fcl.slice(0, 3) });
  });

  it('masks every price for an anonymous caller', async () => {
    const reply = await callAction(t, c.anonymous, 'callZxyjYhApi', { maxrows: 100 }, 'en_US');
    const { lcl, fcl } = reply.content!.data as { lcl: RailLclRow[]; fcl: RailFclRow[] };
    expect(lcl.length).toBeGreaterThan(20);
    expect(lcl[0]!.XC__portofloadingcode).toMatch(/^[A-Z]/);
    expect(numbersIn(lcl.map((r) => r.price))).toEqual([]);
    expect(numbersIn(fcl.map((r) => [r.price20, r.pricehc]))).toEqual([]);
    const prices = await t.ctx.db.execute<{ p: string }>(sql`select distinct salesprice::text as p from ${railLclPrice} where ${railLclPrice.rwlclrateid} = ${lcl[0]!.rwlclrateid}`);
    for (const { p } of prices.rows) expect(JSON.stringify(lcl.map((r) => r.price))).not.toContain(String(Number(p)));
  });

  it('refuses a bad maxrows', async () => {
    expect(await callAction(t, c.anonymous, 'callZxyjYhApi', { maxrows: 101 })).toEqual({ code: 400, msg: '命令参数错误：data.maxrows', status: 'error' });
  });
});

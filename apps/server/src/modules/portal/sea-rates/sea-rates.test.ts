import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { isOceanFreight, type SeaRateReply, type SeaRateRow, type Surcharge } from '@freight/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { carrier, railLclRate, seaRate, surcharge } from '../../../db/schema/index';
import { callAction, callCommand, callers, freightFootprint, isoDay, numbersIn, type Callers, type TestLanguage } from '../rates-common/testing';

let t: TestApp;
let c: Callers;
/** A lane whose rates in force mix direct and transshipment, open and full space, with and without 40NOR. */
let lane: { portofloadingcode: string; finaldestinationcode: string };

beforeAll(async () => {
  t = await createTestApp();
  c = await callers(t);
  const today = isoDay();
  const [mixed] = (await t.ctx.db.execute<{ pol: string; fnd: string }>(sql`
    select r.portofloadingcode as pol, r.finaldestination as fnd from ${seaRate} r join ${carrier} c on c.carriercode = r.carriercode and c.status = '0'
    where r.status = '0' and r.expireddate >= ${today} and r.etddate >= ${today}
    group by 1, 2
    having count(distinct r.transferdirect) = 2 and count(distinct r.space) = 2 and count(r.price40nor) between 1 and count(*) - 1
      and count(distinct r.carriercode) >= 3 and count(distinct r.transittime) >= 3
    order by 1, 2 limit 1`)).rows;
  expect(mixed).toBeDefined();
  lane = { portofloadingcode: mixed!.pol, finaldestinationcode: mixed!.fnd };
});
afterAll(async () => { await t.close(); });

const fclRate = async (data: Record<string, unknown>, language: TestLanguage = 'zh_CN') => {
  const reply = await callAction(t, c.customer, 'fclRate', data, language);
  expect(reply).toMatchObject({ code: 200, status: 'ok' });
  return reply.content!.data as SeaRateReply & { rows: (SeaRateRow & { price20: number; price40: number; pricehc: number })[] };
};
const ids = (rows: { fclrateid: number }[]) => rows.map((r) => r.fclrateid);
const ordered = <T>(rows: T[], key: (row: T) => number | string, desc = false) =>
  rows.every((row, i) => i === 0 || (desc ? key(rows[i - 1]!) >= key(row) : key(rows[i - 1]!) <= key(row)));

describe('fclRate', () => {
  it('is for signed-in customers only', async () => {
    expect(await callAction(t, c.anonymous, 'fclRate', lane, 'en_US'))
      .toEqual({ code: 403, msg: 'Please sign in as a customer to use this function', status: 'error' });
  });

  it('lists the lane’s rates in force from today by carrier, with their other charges and the lane’s carriers', async () => {
    const today = isoDay();
    const { rows, carriers } = await fclRate(lane);
    expect(rows.length).toBeGreaterThanOrEqual(5);
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(ordered(rows, (r) => `${r.carriercode} ${r.etddate}`)).toBe(true);
    expect(carriers.map((x) => x.carriercode)).toEqual([...new Set(rows.map((r) => r.carriercode))].sort());
    for (const row of rows) {
      expect(row).toMatchObject({ portofloadingcode: lane.portofloadingcode, finaldestination: lane.finaldestinationcode, currencycode: 'USD' });
      expect(row.etddate >= today && row.expireddate >= today && row.effectdate < row.expireddate).toBe(true);
      expect(row.price20).toBeGreaterThanOrEqual(900);
      expect(row.price20).toBeLessThanOrEqual(2800);
      expect(row.pricehc).toBeGreaterThanOrEqual(row.price40);
      expect(row.transferdirect === 'D').toBe(row.portoftranshipped === '');
      expect(row.transittime).toBeGreaterThan(0);
      expect(row.contactnumber).not.toBe('');
      expect(row.othercharges).toHaveLength(10);
      expect(row.othercharges[0]).toEqual({ ratetype: 'Paid at Origin', freightname: '海运费', currencycode: 'USD', amount: row.price20, unit: '20GP' });
      expect(row.othercharges.some((o) => o.ratetype === 'Paid at Destination')).toBe(true);
    }
    expect(carriers.find((x) => x.carriercode === 'COSU')?.carriername ?? '中远海运').toBe('中远海运');
    expect((await fclRate({ ...lane, maxrows: 2 })).rows).toEqual(rows.slice(0, 2));
  });

  it('never offers an expired or disabled rate, a rate of a disabled carrier or of a forbidden lane', async () => {
    const today = isoDay();
    const usLane = { portofloadingcode: 'CNSHA', finaldestinationcode: 'USLAX' };
    const { rows, carriers } = await fclRate({ ...usLane, sailingdate: isoDay(-400) });
    const visible = await t.ctx.db.execute<{ id: number }>(sql`
      select r.fclrateid as id from ${seaRate} r join ${carrier} c on c.carriercode = r.carriercode
      where r.portofloadingcode = 'CNSHA' and r.finaldestination = 'USLAX' and r.status = '0' and c.status = '0' and r.expireddate >= ${today}`);
    expect(ids(rows).sort()).toEqual(visible.rows.map((r) => Number(r.id)).sort());

    // HMM is switched off: its rates on this lane are in the database, never in a reply.
    const hmm = await t.ctx.db.select({ id: seaRate.fclrateid }).from(seaRate)
      .where(and(eq(seaRate.carriercode, 'HDMU'), eq(seaRate.finaldestination, 'USLAX'), gte(seaRate.expireddate, today)));
    expect(hmm.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.carriercode === 'HDMU') || carriers.some((x) => x.carriercode === 'HDMU')).toBe(false);

    const expired = await t.ctx.db.select({ id: seaRate.fclrateid }).from(seaRate)
      .where(and(eq(seaRate.portofloadingcode, 'CNSHA'), eq(seaRate.finaldestination, 'USLAX'), lt(seaRate.expireddate, today)));
    expect(expired.length).toBeGreaterThan(20);
    expect(ids(rows).filter((id) => expired.some((e) => e.id === id))).toEqual([]);

    // The Red Sea lane is forbidden: the port is known, the lane has rates, none is offered.
    expect(await fclRate({ portofloadingcode: 'CNSHA', finaldestinationcode: 'SAJED' })).toEqual({ rows: [], carriers: [] });

    const target = rows[0]!.carriercode;
    await t.ctx.db.update(carrier).set({ status: '1' }).where(eq(carrier.carriercode, target));
    const without = await fclRate(usLane);
    expect(without.rows.some((r) => r.carriercode === target) || without.carriers.some((x) => x.carriercode === target)).toBe(false);
    await t.ctx.db.update(carrier).set({ status: '0' }).where(eq(carrier.carriercode, target));
    const first = (await fclRate(usLane)).rows[0]!;
    await t.ctx.db.update(seaRate).set({ status: '1' }).where(eq(seaRate.fclrateid, first.fclrateid));
    expect(ids((await fclRate(usLane)).rows)).not.toContain(first.fclrateid);
  });

  it('filters by carrier, direct sailings, space and container type', async () => {
    const all = (await fclRate(lane)).rows;
    const [someCarrier] = all.map((r) => r.carriercode);
    const byCarrier = await fclRate({ ...lane, carriercodes: [someCarrier!.toLowerCase()] });
    expect(ids(byCarrier.rows)).toEqual(ids(all.filter((r) => r.carriercode === someCarrier)));
    expect(byCarrier.carriers.length).toBeGreaterThan(1);

    const direct = (await fclRate({ ...lane, directonly: true })).rows;
    expect(ids(direct)).toEqual(ids(all.filter((r) => r.transferdirect === 'D')));
    expect(direct.length).toBeLessThan(all.length);

    const space = (await fclRate({ ...lane, spaceonly: true })).rows;
    expect(ids(space)).toEqual(ids(all.filter((r) => r.space === 'Y')));
    expect(space.length).toBeLessThan(all.length);

    const nor = (await fclRate({ ...lane, containertype: '40NOR' })).rows;
    expect(ids(nor)).toEqual(ids(all.filter((r) => r.price40nor !== null)));
    expect(nor.length).toBeLessThan(all.length);

    const both = (await fclRate({ ...lane, directonly: true, spaceonly: true, containertype: null, carriercodes: null, sailingdate: null })).rows;
    expect(ids(both)).toEqual(ids(all.filter((r) => r.transferdirect === 'D' && r.space === 'Y')));

    const later = isoDay(21);
    expect(ids((await fclRate({ ...lane, sailingdate: later })).rows)).toEqual(ids(all.filter((r) => r.etddate >= later)));
    expect(await fclRate({ ...lane, carriercodes: ['NOSUCH'] })).toEqual({ rows: [], carriers: byCarrier.carriers });
  });

  it('sorts by departure, transit time and box price, either way', async () => {
    const count = (await fclRate(lane)).rows.length;
    const sorted = async (sortby: string, sortorder: string, extra: Record<string, unknown> = {}) => {
      const { rows } = await fclRate({ ...lane, sortby, sortorder, ...extra });
      expect(rows.length).toBe(extra.containertype === '40NOR' ? rows.length : count);
      return rows;
    };
    expect(ordered(await sorted('etd', 'asc'), (r) => r.etddate)).toBe(true);
    expect(ordered(await sorted('etd', 'desc'), (r) => r.etddate, true)).toBe(true);
    expect(ordered(await sorted('transit', 'asc'), (r) => r.transittime)).toBe(true);
    expect(ordered(await sorted('transit', 'desc'), (r) => r.transittime, true)).toBe(true);
    expect(ordered(await sorted('price', 'asc'), (r) => r.pricehc)).toBe(true);
    expect(ordered(await sorted('price', 'desc'), (r) => r.pricehc, true)).toBe(true);
    expect(ordered(await sorted('price', 'asc', { containertype: '20GP' }), (r) => r.price20)).toBe(true);
    expect(ordered(await sorted('price', 'desc', { containertype: '40GP' }), (r) => r.price40, true)).toBe(true);
    expect(ordered(await sorted('price', 'asc', { containertype: '40NOR' }), (r) => Number(r.price40nor))).toBe(true);
    expect(ordered(await sorted('carrier', 'desc'), (r) => r.carriercode, true)).toBe(true);
    const transit = await sorted('transit', 'asc');
    expect(transit[0]!.transittime).toBeLessThan(transit[transit.length - 1]!.transittime);
  });

  it('names ports, lane and carrier in the caller’s language', async () => {
    const rotterdam = { portofloadingcode: 'CNSHA', finaldestinationcode: 'NLRTM', sailingdate: isoDay(-7) };
    const zh = await fclRate(rotterdam);
    const en = await fclRate(rotterdam, 'en_US');
    const ru = await fclRate(rotterdam, 'ru_Ru');
    expect(ids(en.rows)).toEqual(ids(zh.rows));
    expect(zh.rows[0]).toMatchObject({ XC__portofloadingcode: '上海', XC__finaldestination: '鹿特丹', XC__carriertradelane: '欧洲线' });
    expect(en.rows[0]).toMatchObject({ XC__portofloadingcode: 'Shanghai', XC__finaldestination: 'Rotterdam', XC__carriertradelane: 'North Europe' });
    expect(ru.rows[0]).toMatchObject({ XC__portofloadingcode: 'Шанхай', XC__finaldestination: 'Роттердам', XC__carriertradelane: 'Северная Европа' });
    const via = { SGSIN: ['新加坡', 'Singapore', 'Сингапур'], LKCMB: ['科伦坡', 'Colombo', 'Коломбо'], MYPKG: ['巴生港', 'Port Klang', 'Порт-Кланг'] } as Record<string, string[]>;
    for (const [i, reply] of [zh, en, ru].entries()) {
      for (const row of reply.rows) {
        expect(row.XC__portoftranshipped).toBe(row.portoftranshipped ? via[row.portoftranshipped]![i] : '');
        expect(row.XC__remark).toBe([row.remark, row.englishremark, row.russianremark][i] || row.remark);
      }
    }
    const cosco = (reply: SeaRateReply) => reply.carriers.find((x) => x.carriercode === 'COSU')?.carriername;
    if (cosco(zh)) {
      expect([cosco(zh), cosco(en), cosco(ru)]).toEqual(['中远海运', 'COSCO SHIPPING', 'COSCO SHIPPING']);
      expect(en.rows.find((r) => r.carriercode === 'COSU')?.carriername).toBe('COSCO SHIPPING');
    }
    expect(en.rows[0]!.othercharges[0]!.freightname).toBe('Ocean Freight');
  });

  it('refuses a bad payload naming the field, and writes nothing', async () => {
    const before = await freightFootprint(t);
    const refused = async (data: unknown, msg: string) =>
      expect(await callAction(t, c.customer, 'fclRate', data, 'en_US')).toEqual({ code: 400, msg, status: 'error' });
    await refused({ portofloadingcode: 'CNSHA', finaldestinationcode: 'RUMOW' }, 'Unknown port or station: data.finaldestinationcode = RUMOW');
    await refused({ portofloadingcode: 'CNQQQ', finaldestinationcode: 'NLRTM' }, 'Unknown port or station: data.portofloadingcode = CNQQQ');
    await refused({ ...lane, sailingdate: '2026-13-01' }, 'Invalid command data: data.sailingdate');
    await refused({ ...lane, sailingdate: 20260101 }, 'Invalid command data: data.sailingdate');
    await refused({ ...lane, maxrows: 101 }, 'Invalid command data: data.maxrows');
    await refused({ ...lane, maxrows: 1e9 }, 'Invalid command data: data.maxrows');
    await refused({ ...lane, containertype: '20FT' }, 'Invalid command data: data.containertype');
    await refused({ ...lane, sortby: 'cheapest' }, 'Invalid command data: data.sortby');
    await refused({ ...lane, sortorder: 'up' }, 'Invalid command data: data.sortorder');
    await refused({ ...lane, carriercodes: 'MSCU' }, 'Invalid command data: data.carriercodes');
    await refused({ ...lane, carriercodes: ['MSCU', 7] }, 'Invalid command data: data.carriercodes.1');
    await refused({ ...lane, directonly: 'Y' }, 'Invalid command data: data.directonly');
    await refused({ portofloadingcode: 'CNSHA' }, 'Invalid command data: data.finaldestinationcode');
    expect(await freightFootprint(t)).toEqual(before);
  });
});

describe('surcharges', () => {
  const charges = async (data: Record<string, unknown>, who: 'customer' | 'anonymous' = 'customer', language: TestLanguage = 'zh_CN') => {
    const reply = await callCommand(t, c[who], 'surcharges', data, language);
    expect(reply).toMatchObject({ code: 200, status: 'ok' });
    return (reply.content!.data as { rows: Surcharge[] }).rows;
  };

  it('lists a sea rate’s other charges, origin and destination, named in the caller’s language', async () => {
    const [rate] = (await fclRate(lane)).rows;
    const zh = await charges({ fclrateid: rate!.fclrateid });
    expect(zh).toHaveLength(10);
    expect(zh[0]).toEqual({ ratetype: 'Paid at Origin', freightname: '海运费', currencycode: 'USD', amount: rate!.price20, unit: '20GP', remark: '' });
    expect(zh.map((s) => s.freightname)).toEqual(expect.arrayContaining(['码头操作费', '文件费', '封条费', '港口设施保安费', '燃油附加费', '目的港码头操作费']));
    expect(zh.filter((s) => s.ratetype === 'Paid at Destination').map((s) => s.unit)).toEqual(['20GP', '40HC']);
    expect(zh.every((s) => typeof s.amount === 'number' && s.amount > 0)).toBe(true);
    const en = await charges({ fclrateid: rate!.fclrateid }, 'customer', 'en_US');
    expect(en.map((s) => s.freightname).slice(0, 2)).toEqual(['Ocean Freight', 'Terminal handling charge (THC)']);
    const ru = await charges({ fclrateid: rate!.fclrateid }, 'customer', 'ru_Ru');
    expect(ru[0]!.freightname).toBe('Морской фрахт');
    // The portal drops the ocean-freight line, in every language.
    for (const rows of [zh, en, ru]) expect(rows.filter((s) => !isOceanFreight(s.freightname))).toHaveLength(9);
    expect(rate!.othercharges.map((o) => o.amount)).toEqual(zh.map((s) => s.amount));
  });

  it('gives each charge’s remark in the caller’s language, the Chinese one where it has no translation', async () => {
    const [rate] = (await fclRate(lane)).rows;
    const remarkOf = async (name: string, language: TestLanguage) =>
      (await charges({ fclrateid: rate!.fclrateid }, 'customer', language)).find((s) => s.freightname === name)!.remark;
    expect(await remarkOf('文件费', 'zh_CN')).toBe('每票');
    expect(await remarkOf('Documentation fee (DOC)', 'en_US')).toBe('Per B/L');
    expect(await remarkOf('Оформление документов (DOC)', 'ru_Ru')).toBe('За коносамент');
    await t.ctx.db.update(surcharge).set({ englishremark: '', russianremark: '' }).where(and(eq(surcharge.fclrateid, rate!.fclrateid), eq(surcharge.freightname, '封条费')));
    expect(await remarkOf('Seal fee', 'en_US')).toBe('每箱一个');
    expect(await remarkOf('Пломба', 'ru_Ru')).toBe('每箱一个');
  });

  it('masks every amount for an anonymous caller', async () => {
    const [rate] = (await fclRate(lane)).rows;
    await t.ctx.db.update(surcharge).set({ amount: 4321.09 }).where(and(eq(surcharge.fclrateid, rate!.fclrateid), eq(surcharge.sort, 3)));
    expect((await charges({ fclrateid: rate!.fclrateid }))[3]!.amount).toBe(4321.09);
    const reply = await callCommand(t, c.anonymous, 'surcharges', { fclrateid: rate!.fclrateid });
    const rows = reply.content!.data.rows as Surcharge[];
    expect(rows).toHaveLength(10);
    expect(rows.every((s) => s.amount === '***')).toBe(true);
    expect(numbersIn(rows)).toEqual([]);
    expect(JSON.stringify(reply)).not.toMatch(/4321/);
    expect(JSON.stringify(reply.content)).not.toMatch(/\d{3}/);
  });

  it('lists a rail LCL rate’s charges', async () => {
    const [rate] = await t.ctx.db.select({ id: railLclRate.rwlclrateid }).from(railLclRate)
      .where(and(eq(railLclRate.status, '0'), gte(railLclRate.expireddate, isoDay()))).limit(1);
    expect((await charges({ lclrateid: rate!.id }, 'anonymous', 'en_US')).map((s) => [s.ratetype, s.freightname, s.amount, s.unit])).toEqual([
      ['Paid at Origin', 'Export customs declaration', '***', ''],
      ['Paid at Destination', 'Destination devanning', '***', 'CBM'],
    ]);
  });

  it('answers 404 for a rate the portal does not show, and 400 for a bad payload', async () => {
    const [expired] = await t.ctx.db.select({ id: seaRate.fclrateid }).from(seaRate).where(lt(seaRate.expireddate, isoDay())).limit(1);
    const [hmm] = await t.ctx.db.select({ id: seaRate.fclrateid }).from(seaRate).where(eq(seaRate.carriercode, 'HDMU')).limit(1);
    for (const data of [{ fclrateid: expired!.id }, { fclrateid: hmm!.id }, { fclrateid: 99_999_999 }, { lclrateid: 99_999_999 }]) {
      expect(await callCommand(t, c.customer, 'surcharges', data, 'en_US')).toEqual({ code: 404, msg: 'The requested resource does not exist', status: 'error' });
    }
    expect((await callCommand(t, c.customer, 'surcharges', {})).msg).toBe('命令参数错误：data.fclrateid');
    expect((await callCommand(t, c.customer, 'surcharges', { fclrateid: 1, lclrateid: 1 })).msg).toBe('命令参数错误：data.lclrateid');
    expect((await callCommand(t, c.customer, 'surcharges', { fclrateid: '12' })).msg).toBe('命令参数错误：data.fclrateid');
    expect((await callCommand(t, c.customer, 'surcharges', { fclrateid: 1.5 })).msg).toBe('命令参数错误：data.fclrateid');
  });
});

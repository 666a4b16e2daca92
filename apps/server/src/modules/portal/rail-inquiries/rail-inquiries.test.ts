import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { referencePrice, round2, type CurrencyRate, type RailFclRow, type RailLclRow } from '@freight/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { fclInquiry, fclInquiryLine, holiday, railFclRate, railLclCargo, railLclInquiry, railLclPrice, railLclRate, truckRate } from '../../../db/schema/index';
import { anonymousCredentials, type Credentials } from '../gateway/testing';
import { callAction, callCommand, customerCredentials, isoDay, type TestLanguage } from '../rates-common/testing';

let t: TestApp;
let anonymous: Credentials;
let demo: Credentials;
let demo2: Credentials;
let lcl: RailLclRow;
let fcl: RailFclRow;


beforeAll(async () => {
  t = await createTestApp();
  anonymous = await anonymousCredentials(t);
  demo = await customerCredentials(t, 'demo');
  demo2 = await customerCredentials(t, 'demo2');
  lcl = (await callAction(t, demo, 'callYhApiRailway', { portofloadingcode: 'CNCKG', finaldestinationcode: 'RUMOW' })).content!.data.rows[0];
  fcl = (await callAction(t, demo, 'callYhApiRailway', { portofloadingcode: 'CNCTU', finaldestinationcode: 'RUMOW', loadingtype: 'FCL' })).content!.data.rows[0];
  await t.ctx.db.delete(holiday).where(inArray(holiday.day, [workingDay, holidayDay]));
  await t.ctx.db.insert(holiday).values({ day: holidayDay, name: 'Test holiday', createBy: 'test' });
});
afterAll(async () => { await t.close(); });

/** Pick-up days ahead (a pick-up date is never in the past): a holiday made for the test, and a working day. */
const workingDay = isoDay(12);
const holidayDay = isoDay(20);
const cargo = [
  { date: workingDay, name: 'Toys', number: 20, packingType: 0, weight: 1200, volume: 3.5 },
  { name: 'Lamps', number: 4, packingType: 1, check3: true, weight: 2600, volume: 2, length: 1.2, width: 1, height: 1.1 },
];
const lclInquiry = (extra: Record<string, unknown> = {}) => ({
  rateid: lcl.rwlclrateid, portofloadingcode: lcl.portofloadingcode, sendstatus: 'N', currencycode: 'CNY', exchangerate: 1,
  loadingarea: '上海市-上海市', loadingtype: 'LCL', cargo, ...extra,
});
const fclInquiryData = (extra: Record<string, unknown> = {}) => ({
  rateid: fcl.rwrateid, portofloadingcode: fcl.portofloadingcode, gp20qty: 2, hq40qty: 0, loadingarea: '四川省-成都市',
  tradeterm: 'FOB', transportmode: 'door', loadingtype: 'FCL', ...extra,
});
const sendLcl = (data: unknown, who: Credentials = demo, language: TestLanguage = 'en_US') => callAction(t, who, 'railwayInquiry', data, language);
const sendFcl = (data: unknown, who: Credentials = demo, language: TestLanguage = 'en_US') => callAction(t, who, 'inquiryFcl', data, language);

/** Rows of every inquiry table this feature writes: equal before and after a refused call. */
async function footprint() {
  const count = async (table: typeof railLclInquiry | typeof railLclCargo | typeof fclInquiry | typeof fclInquiryLine) =>
    (await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ${table}`)).rows[0]!.n;
  return [await count(railLclInquiry), await count(railLclCargo), await count(fclInquiry), await count(fclInquiryLine)];
}

/** Today's CNY → USD record, as the header shows it. */
async function cnyToUsd(): Promise<CurrencyRate> {
  const { usd } = (await callCommand(t, demo, 'invoicetrans', {})).content!.data as { usd: CurrencyRate };
  return { srccurrency: usd.srccurrency, destcurrency: usd.destcurrency, exchangerate: Number(usd.exchangerate), fromdate: usd.fromdate };
}

/** The price the server must reach, from the seeded rate, truck rate, holiday flag and today's exchange rate. */
async function expectedPrice(rows: { weight: number; volume: number }[], area: string, holiday: boolean, salesCurrency = 'USD') {
  const [truck] = await t.ctx.db.select({ pricecbm: truckRate.pricecbm, currencycode: truckRate.currencycode }).from(truckRate)
    .where(and(eq(truckRate.toarea, area), eq(truckRate.portcode, lcl.portofloadingcode)));
  return referencePrice({
    cargo: rows, salesPrice: Number(lcl.price[0]!.salesprice), salesCurrency, dischargePort: lcl.portofdischargecode,
    pickupPricePerCbm: Number(truck?.pricecbm ?? 0), pickupCurrency: truck?.currencycode ?? 'CNY', holiday, exchangeRates: [await cnyToUsd()],
  });
}

/** Sets the currency of the demo rate's sales price (its first price entry) for one test. */
async function salesCurrency(currencycode: string) {
  const [first] = await t.ctx.db.select({ priceId: railLclPrice.priceId }).from(railLclPrice)
    .where(eq(railLclPrice.rwlclrateid, lcl.rwlclrateid)).orderBy(asc(railLclPrice.sort), asc(railLclPrice.priceId)).limit(1);
  await t.ctx.db.update(railLclPrice).set({ currencycode }).where(eq(railLclPrice.priceId, first!.priceId));
}

describe('truckrate and holidays', () => {
  it('gives the truck rate of a region to a station, none when there is none, customers only', async () => {
    const found = await callAction(t, demo, 'truckrate', { toarea: '上海市-上海市', portcode: 'CNCKG' });
    expect(found.content!.data.rows).toHaveLength(1);
    expect(found.content!.data.rows[0]).toEqual({ pricecbm: expect.any(Number), pricehc: expect.any(Number), currencycode: 'CNY' });
    expect(found.content!.data.rows[0].pricecbm).toBeGreaterThan(0);
    expect((await callAction(t, demo, 'truckrate', { toarea: '台湾-台湾', portcode: 'CNCKG' })).content!.data).toEqual({ rows: [] });
    expect((await callAction(t, demo, 'truckrate', { toarea: 'Mars', portcode: 'CNCKG' }, 'en_US')).msg).toBe('Please choose a valid province and city');
    expect((await callAction(t, anonymous, 'truckrate', { toarea: '上海市-上海市', portcode: 'CNCKG' })).code).toBe(403);
  });

  it('lists the holidays of a period, for anyone', async () => {
    const reply = await callCommand(t, anonymous, 'holidays', { datefrom: '2027-09-30', dateto: '2027-10-02' });
    expect(reply.content!.data.rows.map((r: { day: string }) => r.day)).toEqual(['2027-10-01', '2027-10-02']);
    expect((await callCommand(t, anonymous, 'holidays', { datefrom: '2027-01-01', dateto: '2028-06-01' }, 'en_US')).code).toBe(400);
  });
});

describe('railwayInquiry', () => {
  it('refuses anonymous callers and writes nothing', async () => {
    const before = await footprint();
    expect(await sendLcl(lclInquiry(), anonymous)).toEqual({ code: 403, msg: 'Please sign in as a customer to use this function', status: 'error' });
    expect(await footprint()).toEqual(before);
  });

  it('refuses bad cargo, unknown and expired rates in the caller’s language, and writes nothing', async () => {
    const before = await footprint();
    const refused = async (data: unknown, msg: string, language: TestLanguage = 'en_US') =>
      expect(await sendLcl(data, demo, language)).toEqual({ code: 400, msg, status: 'error' });
    await refused(lclInquiry({ cargo: [cargo[0], { ...cargo[1], weight: undefined }] }), 'Weight cannot be empty');
    await refused(lclInquiry({ cargo: [{ ...cargo[0], weight: '' }] }), '重量不能为空', 'zh_CN');
    await refused(lclInquiry({ cargo: [{ ...cargo[0], volume: null }] }), 'Объём не может быть пустым', 'ru_Ru');
    await refused(lclInquiry({ cargo: [{ ...cargo[0], weight: -5 }] }), 'The weight must be a number above 0');
    await refused(lclInquiry({ cargo: [{ ...cargo[0], height: -1 }] }), 'Length, width and height are numbers from 0');
    await refused(lclInquiry({ cargo: [{ ...cargo[0], volume: 1e-7 }] }), 'The volume must be from 0.01 to 10,000 CBM');
    await refused(lclInquiry({ cargo: [cargo[0], { ...cargo[1], weight: 0.01 }] }), 'The weight must be from 0.1 to 1,000,000 kg');
    await refused(lclInquiry({ cargo: [{ ...cargo[0], weight: 1e308 }] }), 'The weight must be from 0.1 to 1,000,000 kg');
    await refused(lclInquiry({ cargo: [{ ...cargo[0], date: isoDay(-1) }] }), 'The pick-up date must be from today to a year ahead');
    await refused(lclInquiry({ cargo: [{ ...cargo[0], date: '9999-12-31' }] }), 'Invalid command data: data.cargo.0.date');
    await refused(lclInquiry({ cargo: [] }), 'Please enter at least one cargo row');
    await refused(lclInquiry({ rateid: 99_999_999 }), 'This rate is no longer offered; please search again');
    const [expired] = await t.ctx.db.select({ id: railLclRate.rwlclrateid }).from(railLclRate).where(lt(railLclRate.expireddate, isoDay())).limit(1);
    await refused(lclInquiry({ rateid: expired!.id }), 'This rate is no longer offered; please search again');
    await refused(lclInquiry({ rateid: 'x' }), 'Invalid command data: data.rateid');
    expect(await footprint()).toEqual(before);
  });

  it('prices at the server’s figure whatever refprice and currency the client sends, and stores the cargo rows', async () => {
    expect(lcl.price[0]!.currencycode).toBe('USD');
    const reply = await sendLcl(lclInquiry({ refprice: 1, weight: 1, measurement: 1, commodity: 'cheap' }));
    const expected = await expectedPrice(cargo, '上海市-上海市', false);
    const usd = await cnyToUsd();
    expect(reply.content!.data).toMatchObject({
      sendstatus: 'N', referencePrice: expected.referencePrice, totalWeight: 3800, totalVolume: 5.5,
      chargeableVolume: expected.chargeableVolume, pickupPrice: expected.pickupPrice, operatorFee: expected.operatorFee,
      currencycode: 'USD', exchangerate: usd.exchangerate, exchangeRates: [usd],
    });
    // The CNY fees are in USD: the operator fee is 150 or 200 CNY at today's rate, not 150 or 200.
    expect([150, 200].map((fee) => round2(fee * usd.exchangerate))).toContain(expected.operatorFee);
    expect(expected.pickupPrice).toBeGreaterThan(60 * usd.exchangerate);
    const { inquiryId, inquiryno } = reply.content!.data;
    expect(inquiryno).toMatch(/^QRT\d{18}$/);
    const [stored] = await t.ctx.db.select().from(railLclInquiry).where(eq(railLclInquiry.inquiryId, inquiryId));
    expect(stored).toMatchObject({
      refprice: expected.referencePrice, weight: 3800, measurement: 5.5, commodity: 'Toys,Lamps', unitofpackage: '0,1', sendstatus: 'N',
      portofdischargecode: lcl.portofdischargecode, loadingarea: '上海市-上海市', handled: false, quotationdate: isoDay(),
      currencycode: 'USD', exchangerate: usd.exchangerate, exchangerates: [usd],
      salesprice: Number(lcl.price[0]!.salesprice), operatorfee: expected.operatorFee, pickupprice: expected.pickupPrice,
    });
    const rows = await t.ctx.db.select().from(railLclCargo).where(eq(railLclCargo.inquiryId, inquiryId)).orderBy(railLclCargo.sort);
    expect(rows.map((r) => [r.name, r.packingType, r.fragile, r.weight])).toEqual([['Toys', 0, false, 1200], ['Lamps', 1, true, 2600]]);
  });

  it('charges only the base pickup fee when the pickup day is a holiday', async () => {
    const onHoliday = [{ ...cargo[0], date: holidayDay, weight: 300 }, { ...cargo[1], date: isoDay(30) }];
    const reply = await sendLcl(lclInquiry({ cargo: onHoliday }));
    const expected = await expectedPrice(onHoliday, '上海市-上海市', true);
    const usd = await cnyToUsd();
    expect(reply.content!.data).toMatchObject({ pickupPrice: round2(60 * usd.exchangerate), referencePrice: expected.referencePrice });
  });

  it('prices a CNY sales price in CNY with no conversion', async () => {
    await salesCurrency('CNY');
    const reply = (await sendLcl(lclInquiry({ cargo: [{ ...cargo[0], weight: 901 }] }))).content!.data;
    await salesCurrency('USD');
    const expected = await expectedPrice([{ ...cargo[0], weight: 901 }], '上海市-上海市', false, 'CNY');
    expect(reply).toMatchObject({ currencycode: 'CNY', referencePrice: expected.referencePrice, exchangeRates: [] });
    expect([150, 200]).toContain(reply.operatorFee);
    const [stored] = await t.ctx.db.select().from(railLclInquiry).where(eq(railLclInquiry.inquiryId, reply.inquiryId));
    expect(stored).toMatchObject({ currencycode: 'CNY', exchangerate: 1, exchangerates: [], refprice: expected.referencePrice });
  });

  it('refuses to price a sales price in a currency without an exchange rate, in the caller’s language, and writes nothing', async () => {
    await salesCurrency('EUR');
    const before = await footprint();
    const english = await sendLcl(lclInquiry());
    const chinese = await sendLcl(lclInquiry(), demo, 'zh_CN');
    await salesCurrency('USD');
    expect(english).toEqual({ code: 400, msg: 'No exchange rate from CNY to EUR is in force, so the reference price cannot be calculated; please contact us', status: 'error' });
    expect(chinese.msg).toBe('暂无 CNY 兑 EUR 的有效汇率，无法计算参考价，请联系我们');
    expect(await footprint()).toEqual(before);
  });

  it('authorizes the caller’s own calculation, and no one else’s', async () => {
    const calculated = (await sendLcl(lclInquiry({ cargo: [{ ...cargo[0], weight: 1000 }] }))).content!.data;
    const other = await sendLcl(lclInquiry({ sendstatus: 'Y', inquiryId: calculated.inquiryId, cargo: [{ ...cargo[0], weight: 1000 }] }), demo2);
    expect(other).toEqual({ code: 404, msg: 'The requested resource does not exist', status: 'error' });
    const [unchanged] = await t.ctx.db.select({ sendstatus: railLclInquiry.sendstatus }).from(railLclInquiry).where(eq(railLclInquiry.inquiryId, calculated.inquiryId));
    expect(unchanged!.sendstatus).toBe('N');

    const before = await footprint();
    const authorized = (await sendLcl(lclInquiry({ sendstatus: 'Y', inquiryId: calculated.inquiryId, cargo: [{ ...cargo[0], weight: 1000 }] }))).content!.data;
    expect(authorized).toMatchObject({ inquiryId: calculated.inquiryId, inquiryno: calculated.inquiryno, sendstatus: 'Y', referencePrice: calculated.referencePrice });
    expect(await footprint()).toEqual(before);
  });

  it('makes one inquiry of the same payload posted twice within a second', async () => {
    const data = lclInquiry({ cargo: [{ ...cargo[0], weight: 777 }] });
    const [first, second] = await Promise.all([sendLcl(data), sendLcl(data)]);
    expect(first.content!.data.inquiryId).toBe(second.content!.data.inquiryId);
    const [{ n }] = (await t.ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ${railLclCargo} where weight = 777`)).rows as [{ n: number }];
    expect(n).toBe(1);
  });
});

describe('inquiryFcl', () => {
  it('refuses anonymous callers, bad counts, and closed rates, and writes nothing', async () => {
    const before = await footprint();
    expect((await sendFcl(fclInquiryData(), anonymous)).code).toBe(403);
    const refused = async (data: unknown, msg: string, language: TestLanguage = 'en_US') =>
      expect(await sendFcl(data, demo, language)).toEqual({ code: 400, msg, status: 'error' });
    await refused(fclInquiryData({ gp20qty: 0 }), '请至少输入一个箱量进行询价！', 'zh_CN');
    await refused(fclInquiryData({ gp20qty: 0, hq40qty: 0 }), 'Please enter at least one container count to inquire!');
    await refused(fclInquiryData({ gp20qty: -1 }), 'A container count is a whole number from 0');
    await refused(fclInquiryData({ hq40qty: 1.5 }), 'A container count is a whole number from 0');
    await refused(fclInquiryData({ tradeterm: 'CIF' }), 'The trade term is FOB, EXW or FCA');
    await refused(fclInquiryData({ rateid: 99_999_999 }), 'This rate is no longer offered; please search again');
    await t.ctx.db.update(railFclRate).set({ status: '1' }).where(eq(railFclRate.rwrateid, fcl.rwrateid));
    await refused(fclInquiryData({ gp20qty: 5 }), 'This rate is no longer offered; please search again');
    await t.ctx.db.update(railFclRate).set({ status: '0' }).where(eq(railFclRate.rwrateid, fcl.rwrateid));
    expect(await footprint()).toEqual(before);
  });

  it('prices the freight and trucking itself, ignoring the client’s lines', async () => {
    const tampered = JSON.stringify([{ freightcode: 'YF', quantity: 2, price: 1, amount: 2 }]);
    const reply = await sendFcl(fclInquiryData({ gp20qty: 2, hq40qty: 1, price: tampered }));
    const data = reply.content!.data;
    const [truck] = await t.ctx.db.select({ pricehc: truckRate.pricehc }).from(truckRate)
      .where(and(eq(truckRate.toarea, '四川省-成都市'), eq(truckRate.portcode, 'CNCTU')));
    const usd = (await callCommand(t, demo, 'invoicetrans', {})).content!.data.usd.exchangerate as number;
    const trucking = round2(Number(truck!.pricehc) * usd);
    expect(data.lines.map((l: { freightcode: string; containertype: string; quantity: number; price: number }) => [l.freightcode, l.containertype, l.quantity, l.price]))
      .toEqual([['YF', 'COC', 2, fcl.price20], ['YF', 'SOC', 1, fcl.pricehc], ['TRU', 'COC', 3, trucking]]);
    const total = round2(2 * Number(fcl.price20) + Number(fcl.pricehc) + 3 * trucking);
    expect(data).toMatchObject({ total, currencycode: fcl.currencycode });
    expect(data.inquiryno).toMatch(/^QFC\d{18}$/);
    const [stored] = await t.ctx.db.select().from(fclInquiry).where(eq(fclInquiry.inquiryId, data.inquiryId));
    expect(stored).toMatchObject({ total, gp20qty: 2, hq40qty: 1, tradeterm: 'FOB', transportmode: 'door', handled: false, loadingarea: '四川省-成都市' });
    const lines = await t.ctx.db.select().from(fclInquiryLine).where(eq(fclInquiryLine.inquiryId, data.inquiryId));
    expect(lines.reduce((sum, l) => sum + Number(l.amount), 0)).toBeCloseTo(total, 2);
  });

  it('adds no trucking station to station, though the region has a truck rate', async () => {
    const data = (await sendFcl(fclInquiryData({ transportmode: 'station', gp20qty: 2 }))).content!.data;
    expect(data.lines.map((l: { freightcode: string }) => l.freightcode)).toEqual(['YF']);
    expect(data.total).toBe(round2(2 * Number(fcl.price20)));
    const lines = await t.ctx.db.select().from(fclInquiryLine).where(eq(fclInquiryLine.inquiryId, data.inquiryId));
    expect(lines.map((l) => l.freightcode)).toEqual(['YF']);
    const [stored] = await t.ctx.db.select().from(fclInquiry).where(eq(fclInquiry.inquiryId, data.inquiryId));
    expect(stored).toMatchObject({ transportmode: 'station', loadingarea: '四川省-成都市', total: data.total });
  });

  it('adds no trucking for a region without a truck rate, and makes one inquiry of a duplicate', async () => {
    const data = fclInquiryData({ loadingarea: '', gp20qty: 3 });
    const [first, second] = await Promise.all([sendFcl(data), sendFcl(data)]);
    expect(first.content!.data.inquiryId).toBe(second.content!.data.inquiryId);
    expect(first.content!.data.lines).toHaveLength(1);
    expect(first.content!.data.total).toBe(round2(3 * Number(fcl.price20)));
  });

  it('refuses a quote beyond the largest amount it can price instead of failing, and writes nothing', async () => {
    await t.ctx.db.update(railFclRate).set({ price20: 9_999_999_999 }).where(eq(railFclRate.rwrateid, fcl.rwrateid));
    const before = await footprint();
    expect(await sendFcl(fclInquiryData({ gp20qty: 1000 })))
      .toEqual({ code: 400, msg: 'The amount is beyond what can be priced; please reduce the cargo or contact us', status: 'error' });
    expect((await sendFcl(fclInquiryData({ gp20qty: 1_000_000 }))).msg).toBe('A container count is a whole number from 0');
    expect(await footprint()).toEqual(before);
    await t.ctx.db.update(railFclRate).set({ price20: fcl.price20 as number }).where(eq(railFclRate.rwrateid, fcl.rwrateid));
  });
});

describe('rail LCL inquiries priced before the currency rule (migration 0016)', () => {
  /** The migration's statement that restates them, run again over rows written the old way. */
  const restatement = readFileSync(new URL('../../../db/migrations/0016_lcl_inquiry_exchange_rates.sql', import.meta.url), 'utf8')
    .split('--> statement-breakpoint')[1]!;

  it('restates a USD sales price added to CNY fees in USD, at the CNY rate of the inquiry’s day, once', async () => {
    const calculated = (await sendLcl(lclInquiry({ cargo: [{ ...cargo[0], weight: 1234 }] }))).content!.data;
    const [now] = await t.ctx.db.select().from(railLclInquiry).where(eq(railLclInquiry.inquiryId, calculated.inquiryId));
    const usd = await cnyToUsd();
    // As the old rule stored it: the fees in CNY added to the USD freight, labelled CNY.
    const [operatorCny, pickupCny] = [Math.round(now!.operatorfee / usd.exchangerate), 300];
    const oldPrice = round2(now!.salesprice * now!.chargeablevolume + operatorCny + pickupCny);
    await t.ctx.db.update(railLclInquiry).set({ currencycode: 'CNY', exchangerate: 1, exchangerates: [], operatorfee: operatorCny, pickupprice: pickupCny, refprice: oldPrice })
      .where(eq(railLclInquiry.inquiryId, calculated.inquiryId));

    await t.ctx.db.execute(sql.raw(restatement));
    await t.ctx.db.execute(sql.raw(restatement));
    const [restated] = await t.ctx.db.select().from(railLclInquiry).where(eq(railLclInquiry.inquiryId, calculated.inquiryId));
    const operatorfee = round2(operatorCny * usd.exchangerate);
    const pickupprice = round2(pickupCny * usd.exchangerate);
    expect(restated).toMatchObject({
      currencycode: 'USD', exchangerate: usd.exchangerate, exchangerates: [usd], operatorfee, pickupprice,
      refprice: round2(now!.salesprice * Math.max(now!.measurement, now!.weight / 500) + operatorfee + pickupprice),
    });
  });
});

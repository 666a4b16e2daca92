import { describe, expect, it } from 'vitest';
import { addDays, todayUtc } from '../bounds';
import { CargoRow, fclQuote, fromCny, includesTrucking, HolidaysQuery, RailFclInquiryPayload, RailLclInquiryPayload, TruckRateLookup } from './railInquiry';

const row = { name: 'Toys', number: 10, packingType: 0, weight: 500, volume: 2 };
const lcl = { rateid: 3, sendstatus: 'N', loadingarea: '上海市-上海市', cargo: [row] };
const fcl = { rateid: 4, gp20qty: 2, hq40qty: 0, tradeterm: 'FOB', transportmode: 'door', loadingarea: '四川省-成都市' };
const firstMessage = (schema: { safeParse(v: unknown): { error?: { issues: { message: string }[] } } }, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('cargo row (portal.md §3, §5)', () => {
  it('fills the flags and optional fields', () => {
    expect(CargoRow.parse({ weight: 1, volume: 0.5 })).toEqual({
      name: '', number: 0, packingType: 0, check1: false, check2: false, check3: false, check4: false, weight: 1, volume: 0.5,
    });
  });

  it('says an empty weight or volume cannot be empty, and anything not above 0 is invalid', () => {
    for (const weight of [undefined, null, '']) expect(firstMessage(CargoRow, { ...row, weight })).toBe('railInquiry.weight.required');
    for (const volume of [undefined, null, '']) expect(firstMessage(CargoRow, { ...row, volume })).toBe('railInquiry.volume.required');
    for (const weight of [0, -1, '5', Number.NaN]) expect(firstMessage(CargoRow, { ...row, weight })).toBe('railInquiry.weight.invalid');
    expect(firstMessage(CargoRow, { ...row, volume: -2 })).toBe('railInquiry.volume.invalid');
    expect(firstMessage(CargoRow, { ...row, length: -1 })).toBe('railInquiry.dimension.invalid');
    expect(firstMessage(CargoRow, { ...row, number: 1.5 })).toBe('railInquiry.number.invalid');
    expect(firstMessage(CargoRow, { ...row, packingType: 2 })).toBe('railInquiry.packingType.invalid');
  });

  it('keeps weight and volume within sensible bounds (issue 12)', () => {
    expect(CargoRow.safeParse({ ...row, weight: 0.1, volume: 0.01 }).success).toBe(true);
    for (const volume of [1e-7, 0.009, 10_001]) expect(firstMessage(CargoRow, { ...row, volume })).toBe('railInquiry.volume.range');
    for (const weight of [0.05, 1_000_001, 1e308]) expect(firstMessage(CargoRow, { ...row, weight })).toBe('railInquiry.weight.range');
  });

  it('takes a pick-up date from today to a year ahead (issue 12)', () => {
    const today = todayUtc();
    for (const date of [today, addDays(today, 366)]) expect(CargoRow.safeParse({ ...row, date }).success).toBe(true);
    for (const date of [addDays(today, -1), '2001-01-01', addDays(today, 367)]) expect(firstMessage(CargoRow, { ...row, date })).toBe('railInquiry.date.range');
    expect(CargoRow.safeParse({ ...row, date: '9999-12-31' }).error?.issues[0]?.path).toEqual(['date']);
  });
});

describe('rail LCL inquiry payload', () => {
  it('takes 1 to 50 cargo rows and a known region or none', () => {
    expect(RailLclInquiryPayload.parse(lcl)).toMatchObject({ loadingtype: 'LCL', placeofdeliverycode: '' });
    expect(RailLclInquiryPayload.parse({ ...lcl, loadingarea: undefined }).loadingarea).toBe('');
    expect(firstMessage(RailLclInquiryPayload, { ...lcl, cargo: [] })).toBe('railInquiry.cargo.required');
    expect(firstMessage(RailLclInquiryPayload, { ...lcl, cargo: Array(51).fill(row) })).toBe('railInquiry.cargo.tooMany');
    expect(firstMessage(RailLclInquiryPayload, { ...lcl, loadingarea: '上海市-浦东新区' })).toBe('railInquiry.loadingarea.invalid');
    expect(firstMessage(RailLclInquiryPayload, { ...lcl, sendstatus: 'X' })).toBe('railInquiry.sendstatus.invalid');
  });

  it('accepts the client totals, price and currency of the portal payload without needing them', () => {
    expect(RailLclInquiryPayload.safeParse({ ...lcl, refprice: '1.00', weight: 'x', measurement: 9, commodity: 'Toys', createddatetime: '2026-11-22 10:00:00' }).success).toBe(true);
    expect(RailLclInquiryPayload.safeParse({ ...lcl, currencycode: 'USD', exchangerate: 0.1404 }).success).toBe(true);
    expect(RailLclInquiryPayload.safeParse({ ...lcl, currencycode: 'US dollars' }).success).toBe(false);
  });
});

describe('rail FCL inquiry payload (portal.md §5)', () => {
  it('wants at least one COC or SOC box, whole counts from 0', () => {
    expect(RailFclInquiryPayload.parse(fcl)).toMatchObject({ loadingtype: 'FCL', dooraddress: '' });
    expect(firstMessage(RailFclInquiryPayload, { ...fcl, gp20qty: 0 })).toBe('railFcl.boxes.required');
    expect(RailFclInquiryPayload.safeParse({ ...fcl, gp20qty: 0, hq40qty: 1 }).success).toBe(true);
    for (const count of [-1, 1.5, '2', null]) expect(firstMessage(RailFclInquiryPayload, { ...fcl, gp20qty: count })).toBe('railFcl.count.invalid');
    expect(firstMessage(RailFclInquiryPayload, { ...fcl, tradeterm: 'CIF' })).toBe('railFcl.tradeterm.invalid');
    expect(firstMessage(RailFclInquiryPayload, { ...fcl, transportmode: undefined })).toBe('railFcl.transportmode.invalid');
  });
});

describe('truck rate and holiday queries', () => {
  it('checks the region and the station', () => {
    expect(TruckRateLookup.parse({ toarea: '广东省-深圳市', portcode: 'cnckg' })).toEqual({ toarea: '广东省-深圳市', portcode: 'CNCKG' });
    expect(TruckRateLookup.safeParse({ toarea: 'nowhere', portcode: 'CNCKG' }).success).toBe(false);
  });

  it('takes a forward period of at most a year', () => {
    expect(HolidaysQuery.safeParse({ datefrom: '2026-01-01', dateto: '2026-12-31' }).success).toBe(true);
    expect(firstMessage(HolidaysQuery, { datefrom: '2026-02-01', dateto: '2026-01-01' })).toBe('railInquiry.holidays.period');
    expect(firstMessage(HolidaysQuery, { datefrom: '2026-01-01', dateto: '2027-06-01' })).toBe('railInquiry.holidays.period');
  });
});

describe('FCL quote charge lines', () => {
  const rate = { price20: 6200, pricehc: 5900.5, currencycode: 'USD', transportmode: 'door' as const };

  it('prices COC at price20 and SOC at pricehc, per 40HC', () => {
    expect(fclQuote({ ...rate, coc: 2, soc: 0 })).toEqual({
      lines: [{ freightcode: 'YF', freightname: '运费', quantity: 2, unit: '40HC', containertype: 'COC', currencycode: 'USD', price: 6200, amount: 12400 }],
      total: 12400,
      currencycode: 'USD',
    });
    const both = fclQuote({ ...rate, coc: 1, soc: 3, truckPerContainer: 250.25 });
    expect(both.lines.map((l) => [l.freightcode, l.containertype, l.quantity, l.amount])).toEqual([
      ['YF', 'COC', 1, 6200], ['YF', 'SOC', 3, 17701.5], ['TRU', 'COC', 4, 1001],
    ]);
    expect(both.total).toBe(24902.5);
  });

  // The trucking line follows the mode: only a mode that collects the boxes at the door has one.
  it.each([
    ['station', { coc: 2, soc: 0 }, [['YF', 'COC', 2, 12400]], 12400],
    ['station', { coc: 1, soc: 1 }, [['YF', 'COC', 1, 6200], ['YF', 'SOC', 1, 5900.5]], 12100.5],
    ['door', { coc: 2, soc: 0 }, [['YF', 'COC', 2, 12400], ['TRU', 'COC', 2, 300.46]], 12700.46],
    ['door', { coc: 1, soc: 1 }, [['YF', 'COC', 1, 6200], ['YF', 'SOC', 1, 5900.5], ['TRU', 'COC', 2, 300.46]], 12400.96],
  ] as const)('%s with %o', (transportmode, boxes, lines, total) => {
    const quote = fclQuote({ ...rate, ...boxes, transportmode, truckPerContainer: 150.23 });
    expect(quote.lines.map((l) => [l.freightcode, l.containertype, l.quantity, l.amount])).toEqual(lines);
    expect(quote.total).toBe(total);
    expect(includesTrucking(transportmode)).toBe(transportmode === 'door');
  });

  it('adds no trucking without a truck rate, and converts CNY with the rate in force', () => {
    expect(fclQuote({ ...rate, coc: 0, soc: 1 }).lines).toHaveLength(1);
    expect(fromCny(1000, 'USD', 0.1404)).toBe(140.4);
    expect(fromCny(1000, 'CNY', undefined)).toBe(1000);
    expect(fromCny(1000, 'USD', undefined)).toBeUndefined();
  });
});

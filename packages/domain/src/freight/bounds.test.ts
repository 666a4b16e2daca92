import { describe, expect, it } from 'vitest';
import { maxMoney } from '../bounds';
import { ExchangeRateBody } from './exchangeRates';
import { isoDay, price, sortOrder, wholeDays } from './fields';
import { cutoffTime, RailLclRateImportRow } from './railRates';
import { SeaRateBody, SeaRateImportRow } from './seaRates';
import { TruckRateBody } from './truckRates';

const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error && { path: result.error.issues[0]!.path, message: result.error.issues[0]!.message };

const seaRow = {
  carriercode: 'COSU', portofloadingcode: 'CNSHA', finaldestination: 'NLRTM', carriertradelane: 'EUR', transittime: 30,
  etddate: '2026-03-02', effectdate: '2026-03-01', expireddate: '2026-03-31', price20: 1200,
};

describe('bounds of stored figures and days (issue 12)', () => {
  it('keeps a price within what a money column holds, in cents', () => {
    expect(price.parse(maxMoney)).toBe(maxMoney);
    expect(price.parse('0.1')).toBe(0.1);
    expect(price.safeParse(0.1 + 0.2).success).toBe(true);
    expect(firstIssue(price.safeParse(1e308))).toEqual({ path: [], message: 'freight.price.tooLarge' });
    expect(firstIssue(price.safeParse(10_000_000_000))).toEqual({ path: [], message: 'freight.price.tooLarge' });
    expect(firstIssue(price.safeParse('12.345'))).toEqual({ path: [], message: 'freight.price.decimals' });
    expect(firstIssue(price.safeParse(Number.POSITIVE_INFINITY))).toEqual({ path: [], message: 'freight.number.invalid' });
  });

  it('names the price field of a sea rate, its surcharges, a rail LCL row and a truck rate', () => {
    expect(firstIssue(SeaRateImportRow.safeParse({ ...seaRow, price40: 1e308 }))).toEqual({ path: ['price40'], message: 'freight.price.tooLarge' });
    expect(firstIssue(SeaRateBody.safeParse({ ...seaRow, surcharges: [{ ratetype: 'Paid at Origin', freightname: 'THC', amount: 1e20 }] })))
      .toEqual({ path: ['surcharges', 0, 'amount'], message: 'freight.price.tooLarge' });
    expect(firstIssue(RailLclRateImportRow.safeParse({
      portofloadingcode: 'CNXIY', portofdischargecode: 'ALASC', finaldestinationcode: 'DEDUI', senddatetime: '2026-03-02', blclosetime: '2026-03-01 10:00',
      closingtime: '2026-03-01 12:00', effectdate: '2026-03-01', expireddate: '2026-03-31', voyage: 18, salesprice: 1e308,
    }))).toEqual({ path: ['salesprice'], message: 'freight.price.tooLarge' });
    // A cell's text is read as plain decimals only (issue 9): "1e308" or "0x10" is not a price anyone typed.
    for (const salesprice of ['1e308', '0x10', 'Infinity']) {
      expect(firstIssue(RailLclRateImportRow.safeParse({
        portofloadingcode: 'CNXIY', portofdischargecode: 'ALASC', finaldestinationcode: 'DEDUI', senddatetime: '2026-03-02', blclosetime: '2026-03-01 10:00',
        closingtime: '2026-03-01 12:00', effectdate: '2026-03-01', expireddate: '2026-03-31', voyage: 18, salesprice,
      }))).toEqual({ path: ['salesprice'], message: 'freight.number.invalid' });
    }
    expect(firstIssue(TruckRateBody.safeParse({ toarea: '浙江省-杭州市', portcode: 'CNXIY', pricehc: 99_999_999_999 })))
      .toEqual({ path: ['pricehc'], message: 'freight.price.tooLarge' });
  });

  it('keeps days, transit days and display order within sensible ranges', () => {
    expect(isoDay.safeParse('2000-01-01').success).toBe(true);
    expect(isoDay.safeParse('2100-12-31').success).toBe(true);
    for (const day of ['9999-12-31', '2101-01-01', '1999-12-31', '0001-01-01']) expect(firstIssue(isoDay.safeParse(day))).toEqual({ path: [], message: 'freight.date.range' });
    expect(firstIssue(SeaRateImportRow.safeParse({ ...seaRow, expireddate: '9999-12-31' }))).toEqual({ path: ['expireddate'], message: 'freight.date.range' });
    expect(firstIssue(cutoffTime.safeParse('9999-12-31 10:00'))).toEqual({ path: [], message: 'freight.date.range' });
    expect(firstIssue(cutoffTime.safeParse('0001-01-01 10:00'))).toEqual({ path: [], message: 'freight.date.range' });
    expect(wholeDays.parse(365)).toBe(365);
    expect(firstIssue(wholeDays.safeParse(366))).toEqual({ path: [], message: 'freight.days.tooMany' });
    expect(firstIssue(wholeDays.safeParse(1e308))).toEqual({ path: [], message: 'freight.number.invalid' });
    expect(firstIssue(sortOrder.safeParse(2 ** 31))).toEqual({ path: [], message: 'freight.sort.tooLarge' });
  });

  it('keeps an exchange rate within what its column holds', () => {
    const rate = { srccurrency: 'CNY', destcurrency: 'USD', fromdate: '2026-03-01' };
    expect(ExchangeRateBody.parse({ ...rate, exchangerate: 0.138456 }).exchangerate).toBe(0.138456);
    expect(firstIssue(ExchangeRateBody.safeParse({ ...rate, exchangerate: 1e308 }))).toEqual({ path: ['exchangerate'], message: 'freight.rate.tooLarge' });
    expect(firstIssue(ExchangeRateBody.safeParse({ ...rate, exchangerate: 0.1234567 }))).toEqual({ path: ['exchangerate'], message: 'freight.rate.decimals' });
    expect(firstIssue(ExchangeRateBody.safeParse({ ...rate, exchangerate: 0 }))).toEqual({ path: ['exchangerate'], message: 'freight.rate.positive' });
  });
});

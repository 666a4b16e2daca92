import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CustomerBody } from './customers';
import { ExchangeRateBody } from './exchangeRates';
import { isoDay, price, validityRange } from './fields';
import { PortBody } from './ports';
import { TruckRateBody } from './truckRates';

const firstMessage = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => result.error && [result.error.issues[0]!.path[0], result.error.issues[0]!.message];

describe('freight reference records', () => {
  it('reads codes in upper case and fills the optional texts and flags', () => {
    expect(PortBody.parse({ portcode: ' cnsha ', moduletype: 'ox', portname: 'Shanghai', localname: '上海', countrycode: 'cn', countryname: 'China', tradelanecode: 'eur' }))
      .toMatchObject({ portcode: 'CNSHA', countrycode: 'CN', tradelanecode: 'EUR', russianname: '', ishot: 'N', isborder: 'N', status: '0' });
  });

  it('reads prices from numbers or cell text, refusing negative ones and text', () => {
    expect(price.parse('12.5')).toBe(12.5);
    expect(firstMessage(price.safeParse(-1))).toEqual([undefined, 'freight.price.negative']);
    expect(firstMessage(price.safeParse('abc'))).toEqual([undefined, 'freight.number.invalid']);
    expect(TruckRateBody.parse({ toarea: '浙江省-杭州市', portcode: 'xian' })).toMatchObject({ portcode: 'XIAN', pricecbm: 0, pricehc: 0, currencycode: 'CNY' });
  });

  it('accepts real calendar days only', () => {
    expect(isoDay.safeParse('2026-02-28').success).toBe(true);
    expect(firstMessage(isoDay.safeParse('2026-02-30'))).toEqual([undefined, 'freight.date.invalid']);
    expect(firstMessage(isoDay.safeParse('28.02.2026'))).toEqual([undefined, 'freight.date.invalid']);
  });

  it('rejects an inverted validity range on its end field', () => {
    const Validity = validityRange(z.object({ effectdate: isoDay, expireddate: isoDay }), 'effectdate', 'expireddate');
    expect(Validity.safeParse({ effectdate: '2026-01-01', expireddate: '2026-01-01' }).success).toBe(true);
    expect(firstMessage(Validity.safeParse({ effectdate: '2026-02-01', expireddate: '2026-01-31' }))).toEqual(['expireddate', 'freight.dateRange.inverted']);
  });

  it('keeps exchange rates between two different currencies and above zero', () => {
    const rate = { srccurrency: 'cny', destcurrency: 'usd', exchangerate: '0.14', fromdate: '2026-01-01' };
    expect(ExchangeRateBody.parse(rate)).toMatchObject({ srccurrency: 'CNY', destcurrency: 'USD', exchangerate: 0.14 });
    expect(firstMessage(ExchangeRateBody.safeParse({ ...rate, destcurrency: 'CNY' }))).toEqual(['destcurrency', 'freight.currency.same']);
    expect(firstMessage(ExchangeRateBody.safeParse({ ...rate, exchangerate: 0 }))).toEqual(['exchangerate', 'freight.rate.positive']);
  });

  it('gives customers one of the three interface languages', () => {
    const company = { customerLocalName: '演示', customerLocalCode: 'demo02' };
    expect(CustomerBody.parse(company)).toMatchObject({ customerLocalCode: 'DEMO02', languageId: 2052, contactEmail: '' });
    expect(CustomerBody.parse({ ...company, languageId: '1049' }).languageId).toBe(1049);
    expect(firstMessage(CustomerBody.safeParse({ ...company, languageId: 1031 }))).toEqual(['languageId', 'freight.language.invalid']);
  });
});

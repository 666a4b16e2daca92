import { describe, expect, it } from 'vitest';
import { exchangeRateDays, exchangeRatesFrom, formatExchangeRates } from './exchangeRates';

describe('formatExchangeRates', () => {
  it('shows a dash while no rate is known', () => {
    expect(formatExchangeRates({})).toBe('—');
  });

  it('says what one unit of the base currency buys, with four decimals', () => {
    expect(formatExchangeRates({ usd: 0.13888, rub: 12.5, base: 'CNY' })).toBe('1 CNY = 0.1389 USD · 12.5000 RUB');
  });

  it('shows a dash for the rate that is missing', () => {
    expect(formatExchangeRates({ usd: 0.1389 })).toBe('1 CNY = 0.1389 USD · — RUB');
  });
});

describe('exchangeRatesFrom', () => {
  it('keeps the rates, the currency they are quoted for and the day each applies from', () => {
    const reply = {
      usd: { srccurrency: 'CNY', destcurrency: 'USD', exchangerate: '0.140400', fromdate: '2026-05-01' },
      rub: { srccurrency: 'CNY', destcurrency: 'RUB', exchangerate: 11.41, fromdate: '2026-04-01' },
    };
    expect(exchangeRatesFrom(reply)).toEqual({ usd: 0.1404, rub: 11.41, base: 'CNY', dates: { usd: '2026-05-01', rub: '2026-04-01' } });
    expect(exchangeRatesFrom({ usd: null, rub: null })).toEqual({});
  });
});

describe('exchangeRateDays', () => {
  it('gives one day when both rates apply from it, else each currency with its day', () => {
    expect(exchangeRateDays({ dates: { usd: '2026-05-01', rub: '2026-05-01' } })).toEqual([{ date: '2026-05-01' }]);
    expect(exchangeRateDays({ dates: { usd: '2026-05-01' } })).toEqual([{ date: '2026-05-01' }]);
    expect(exchangeRateDays({ dates: { usd: '2026-05-01', rub: '2026-04-01' } })).toEqual([
      { currency: 'USD', date: '2026-05-01' },
      { currency: 'RUB', date: '2026-04-01' },
    ]);
    expect(exchangeRateDays({})).toEqual([]);
  });
});

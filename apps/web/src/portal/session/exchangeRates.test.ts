import { describe, expect, it } from 'vitest';
import { formatExchangeRates } from './exchangeRates';

describe('formatExchangeRates', () => {
  it('shows a dash while no rate is known', () => {
    expect(formatExchangeRates({})).toBe('—');
  });

  it('shows both rates with four decimals', () => {
    expect(formatExchangeRates({ usd: 0.13888, rub: 12.5 })).toBe('USD 0.1389 · RUB 12.5000');
  });

  it('shows a dash for the rate that is missing', () => {
    expect(formatExchangeRates({ usd: 0.1389 })).toBe('USD 0.1389 · RUB —');
  });
});

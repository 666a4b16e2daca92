import { describe, expect, it } from 'vitest';
import { round2 } from './money';

describe('round2', () => {
  it('rounds to two decimals, halves away from zero', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(-1.005)).toBe(-1.01);
    expect(round2(3)).toBe(3);
  });

  it('rounds every half cent up to 10,000 as a decimal, products included', () => {
    const wrong: number[] = [];
    for (let cents = 0; cents < 1_000_000; cents++) {
      const half = Number(`${cents}5e-3`);
      if (round2(half) !== (cents + 1) / 100) wrong.push(half);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(round2(1.15 * 1.5)).toBe(1.73);
    expect(round2(2.134999)).toBe(2.13);
    expect(round2(123_456_789.125)).toBe(123_456_789.13);
  });

  it('gives the cents of the value written out to nine decimals, for any amount a column holds', () => {
    const byDecimal = (value: number) => (Math.sign(value) * Math.round(Number(`${Math.abs(value).toFixed(9)}e2`))) / 100;
    // A fixed sequence (a linear congruential one): sums and products of prices with markups, of every magnitude.
    let seed = 12345;
    const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const wrong: number[] = [];
    for (let i = 0; i < 300_000; i++) {
      const cents = Math.floor(next() * 10 ** (1 + Math.floor(next() * 11)));
      const value = (i % 2 ? -1 : 1) * [cents / 100, (cents / 100) * (1 + next() / 5), cents / 100 + next() / 1000, cents / 1000][i % 4]!;
      if (!Object.is(round2(value), byDecimal(value))) wrong.push(value);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});

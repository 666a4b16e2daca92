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
});

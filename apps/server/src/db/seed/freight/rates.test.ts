import { describe, expect, it } from 'vitest';
import { generateRailRates, generateSeaRates } from './rates';

// A Monday and the Sunday of the same week: some departures of that week have left by Sunday, so fewer old quotes exist.
const monday = '2026-11-23';
const sunday = '2026-11-29';
/** A current quote is valid until after its departure; a replaced one expired before today. */
const current = <T extends { expireddate: string }>(rates: T[], etdOf: (rate: T) => string) => rates.filter((rate) => rate.expireddate >= etdOf(rate));

describe('demo rates', () => {
  it('give every current sea quote the same prices and charges on every day of a week', () => {
    const [early, late] = [generateSeaRates(monday), generateSeaRates(sunday)];
    expect(late.length).not.toBe(early.length);
    expect(current(late, (rate) => rate.etddate)).toEqual(current(early, (rate) => rate.etddate));
  });

  it('give every current rail quote the same prices on every day of a week', () => {
    const [early, late] = [generateRailRates(monday), generateRailRates(sunday)];
    expect(late.lcl.length).not.toBe(early.lcl.length);
    expect(current(late.lcl, (rate) => rate.senddatetime)).toEqual(current(early.lcl, (rate) => rate.senddatetime));
    expect(current(late.fcl, (rate) => rate.senddatetime)).toEqual(current(early.fcl, (rate) => rate.senddatetime));
  });

  it('still replace some quotes of departures to come', () => {
    const old = generateSeaRates(sunday).filter((rate) => rate.expireddate < sunday && rate.etddate >= sunday);
    expect(old.length).toBeGreaterThan(0);
  });
});

import { describe, expect, it } from 'vitest';
import { fillDays, PriceHistoryQuery, quotationRate } from './dashboard';

describe('dashboard', () => {
  it('gives every one of the last days its counts per mode, zero when none', () => {
    const days = fillDays('2026-03-02', [
      { day: '2026-03-01', mode: 'sea', inquiries: 2 },
      { day: '2026-03-02', mode: 'rail', inquiries: 1 },
      { day: '2026-01-01', mode: 'rail', inquiries: 9 },
    ], 3);
    expect(days).toEqual([
      { day: '2026-02-28', rail: 0, fcl: 0, sea: 0 },
      { day: '2026-03-01', rail: 0, fcl: 0, sea: 2 },
      { day: '2026-03-02', rail: 1, fcl: 0, sea: 0 },
    ]);
    expect(fillDays('2026-03-02', [])).toHaveLength(30);
  });

  it('rates quoted sea inquiries against all of them', () => {
    expect(quotationRate(1, 3)).toBe(0.3333);
    expect(quotationRate(0, 0)).toBe(0);
    expect(quotationRate(4, 4)).toBe(1);
  });

  it('asks for a lane of a known mode', () => {
    expect(PriceHistoryQuery.parse({ mode: 'sea', portofloadingcode: 'cnsha', destination: 'RULED' })).toEqual({ mode: 'sea', portofloadingcode: 'CNSHA', destination: 'RULED' });
    expect(PriceHistoryQuery.safeParse({ mode: 'air', portofloadingcode: 'CNSHA', destination: 'RULED' }).success).toBe(false);
  });
});

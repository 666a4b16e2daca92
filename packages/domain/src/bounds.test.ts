import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastValidityDay, todayUtc } from './bounds';

afterEach(() => { vi.useRealTimers(); });

describe('todayUtc', () => {
  it('turns at midnight UTC, forwards and backwards, though the day is kept between calls', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T23:59:59.999Z'));
    expect(todayUtc()).toBe('2026-03-01');
    expect(lastValidityDay()).toBe('2029-02-28');
    vi.setSystemTime(new Date('2026-03-02T00:00:00.000Z'));
    expect(todayUtc()).toBe('2026-03-02');
    expect(lastValidityDay()).toBe('2029-03-01');
    vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
    expect(todayUtc()).toBe('2026-03-01');
    vi.setSystemTime(new Date('2027-01-01T00:00:00.000Z'));
    expect(todayUtc()).toBe('2027-01-01');
  });

  it('gives the day of a date it is handed', () => {
    expect(todayUtc(new Date('2030-07-04T23:00:00-05:00'))).toBe('2030-07-05');
    expect(lastValidityDay('2028-02-29')).toBe('2031-02-28');
  });
});

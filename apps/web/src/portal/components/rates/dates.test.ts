import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { dateValue, isoDate, monthDay, railDate, railDateTime, today, validityRange } from './dates';

describe('date formats (portal.md §9)', () => {
  it('shows rail dates as YYYY.MM.DD', () => {
    expect(railDate('2026-05-03')).toBe('2026.05.03');
    expect(railDate('2026-05-03T00:00:00')).toBe('2026.05.03');
  });

  it('shows cut-off timestamps with the local time', () => {
    const local = dayjs('2026-04-28T10:30:00.000Z');
    expect(railDateTime('2026-04-28T10:30:00.000Z')).toBe(local.format('YYYY.MM.DD HH:mm'));
  });

  it('shows sea dates as MM.DD and validity as MM.DD-MM.DD', () => {
    expect(monthDay('2026-05-06')).toBe('05.06');
    expect(validityRange('2026-05-01', '2026-05-31', monthDay)).toBe('05.01-05.31');
    expect(validityRange('2026-05-01', '2026-05-31', railDate)).toBe('2026.05.01-2026.05.31');
  });

  it('shows a dash for a missing or unreadable date', () => {
    expect(railDate(undefined)).toBe('-');
    expect(monthDay('')).toBe('-');
    expect(railDate('not a date')).toBe('-');
    expect(validityRange('2026-05-01', null, monthDay)).toBe('05.01--');
  });

  it('searches from today, and takes a date from a query only when it is a real YYYY-MM-DD', () => {
    expect(today()).toBe(dayjs().format('YYYY-MM-DD'));
    expect(isoDate('2026-05-03')).toBe('2026-05-03');
    expect(isoDate('2026-02-30')).toBeUndefined();
    expect(isoDate('03.05.2026')).toBeUndefined();
    expect(isoDate(null)).toBeUndefined();
  });

  it('sorts dates by time', () => {
    expect(dateValue('2026-05-03')! < dateValue('2026-05-04')!).toBe(true);
    expect(dateValue(undefined)).toBeUndefined();
  });
});

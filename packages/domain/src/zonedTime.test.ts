import { describe, expect, it } from 'vitest';
import { localTimeText, timeZoneName, zonedInstant, zonedText } from './zonedTime';

const at = (iso: string) => new Date(iso);

describe('back-office times on the deployment clock', () => {
  it('writes an instant as yyyy-MM-dd HH:mm:ss in the zone', () => {
    expect(zonedText(at('2026-12-02T03:30:00.999Z'), 'Asia/Shanghai')).toBe('2026-12-02 11:30:00');
    expect(zonedText(at('2026-12-02T03:30:00Z'), 'America/New_York')).toBe('2026-12-01 22:30:00');
    expect(zonedText(at('2026-07-02T03:30:00Z'), 'America/New_York')).toBe('2026-07-01 23:30:00');
    expect(zonedText(at('1969-12-31T23:59:59Z').getTime(), 'UTC')).toBe('1969-12-31 23:59:59');
  });

  it('follows a change of clocks, also one inside an hour of UTC', () => {
    expect(zonedText(at('2026-03-29T00:59:59Z'), 'Europe/Berlin')).toBe('2026-03-29 01:59:59');
    expect(zonedText(at('2026-03-29T01:00:00Z'), 'Europe/Berlin')).toBe('2026-03-29 03:00:00');
    // Adelaide (+09:30) moves to summer time at 16:30 UTC.
    expect(zonedText(at('2026-10-03T16:29:59Z'), 'Australia/Adelaide')).toBe('2026-10-04 01:59:59');
    expect(zonedText(at('2026-10-03T16:30:00Z'), 'Australia/Adelaide')).toBe('2026-10-04 03:00:00');
  });

  it('reads a wall-clock text as the instant it names in the zone (a bare day is midnight)', () => {
    expect(zonedInstant('2026-12-02 11:30:00', 'Asia/Shanghai')).toEqual(at('2026-12-02T03:30:00Z'));
    expect(zonedInstant('2026-12-02', 'Asia/Shanghai')).toEqual(at('2026-12-01T16:00:00Z'));
    expect(zonedInstant('2026-07-01 23:30', 'America/New_York')).toEqual(at('2026-07-02T03:30:00Z'));
    expect(zonedInstant('2026-10-04 03:00:00', 'Australia/Adelaide')).toEqual(at('2026-10-03T16:30:00Z'));
    for (const text of ['2026-02-30', '2026-13-01 10:00', '2026-01-01 24:00', '2026-01-01T10:00:00Z', 'soon']) {
      expect(zonedInstant(text, 'Asia/Shanghai')).toBeUndefined();
    }
  });

  it('writes out a wall-clock text to the second', () => {
    expect(localTimeText('2026-03-07 17:00')).toBe('2026-03-07 17:00:00');
    expect(localTimeText('2026-03-07')).toBe('2026-03-07 00:00:00');
    expect(localTimeText('0001-01-01 10:00')).toBe('0001-01-01 10:00:00');
    expect(localTimeText('2026-03-07 17:60')).toBeUndefined();
  });

  it('knows a zone by its canonical name', () => {
    expect(timeZoneName('asia/shanghai')).toBe('Asia/Shanghai');
    expect(timeZoneName('Mars/Olympus_Mons')).toBeUndefined();
    expect(timeZoneName('')).toBeUndefined();
  });
});

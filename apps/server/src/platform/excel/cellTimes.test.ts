import { describe, expect, it } from 'vitest';
import { readDateTime, readDay, wallClock } from './cellTimes';

const shanghai = 'Asia/Shanghai';

describe('days and times as cells write them', () => {
  it('reads the common forms of a day, with or without a time, on the zone\'s clock', () => {
    const cut = { day: '2026-12-27', time: '17:00:00' };
    for (const text of ['2026-12-27 17:00', '2026/12/27 17:00:00', '2026.12.27 17:00', '27.12.2026 17:00', '2026年12月27日 17:00', '２０２６－１２－２７ １７：００', '2026-12-27T17:00']) {
      expect(wallClock(text, shanghai), text).toEqual(cut);
    }
    for (const text of ['2026-12-27', '2026/12/27', '27.12.2026', '2026年12月27日', '20261227']) {
      expect(wallClock(text, shanghai), text).toEqual({ day: '2026-12-27' });
    }
    expect(wallClock('2027/1/5 9:30', shanghai)).toEqual({ day: '2027-01-05', time: '09:30:00' });
    expect(wallClock('17:00', shanghai)).toEqual({ time: '17:00:00' });
  });

  it('moves a time written with its offset to the zone\'s clock', () => {
    expect(wallClock('2026-12-27T09:00:00Z', shanghai)).toEqual({ day: '2026-12-27', time: '17:00:00' });
    expect(wallClock('2026-12-27T17:00+03:00', 'Europe/Moscow')).toEqual({ day: '2026-12-27', time: '17:00:00' });
    expect(wallClock('2026-12-27 23:30 +0000', shanghai)).toEqual({ day: '2026-12-28', time: '07:30:00' });
  });

  it('leaves alone what names no day for certain: days that do not exist, and month and day in an order that differs by country', () => {
    for (const text of ['2026-04-31', '2026-12-27 24:30', '12/27/2026', '27/12/2026', 'next Friday', '2026-12']) expect(wallClock(text, shanghai), text).toBeUndefined();
  });

  it('refuses a time of day in a column of days, and a time without its day in a column of times', () => {
    expect(readDay('2026-12-01', shanghai)).toEqual({ value: '2026-12-01' });
    expect(readDay('2026-12-01 00:00', shanghai)).toEqual({ value: '2026-12-01' });
    expect(readDay('2026-12-01 08:00', shanghai)).toEqual({ problem: 'freight.import.timeInDay', params: { time: '08:00' } });
    expect(readDay('soon', shanghai)).toEqual({ value: 'soon' });
    expect(readDateTime('27.12.2026 17:00', shanghai)).toEqual({ value: '2026-12-27 17:00:00' });
    expect(readDateTime('2026-12-27', shanghai)).toEqual({ value: '2026-12-27' });
    expect(readDateTime('17:00:30', shanghai)).toEqual({ problem: 'freight.import.timeWithoutDay', params: { time: '17:00:30' } });
    expect(readDateTime(undefined, shanghai)).toEqual({ value: undefined });
  });
});

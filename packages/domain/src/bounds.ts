/**
 * The ranges stored figures and days must keep to (issue 12): a value outside them is a typing mistake or
 * an attack (a price of 1e308, the year 9999), refused by the schemas before it reaches a column or a sum.
 */

/** The largest amount a money column (numeric(12, 2)) holds. */
export const maxMoney = 9_999_999_999.99;

/** The days the freight data lives in; anything outside is refused. */
export const firstDay = '2000-01-01';
export const lastDay = '2100-12-31';

/**
 * How far ahead of today a rate's or a quote's validity may end (issue 8): three years. A later end is a typing
 * mistake (2062 for 2026) that would keep a price on offer for decades.
 */
export const validityHorizonDays = 3 * 365;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The day last worked out and the span of milliseconds it covers: an import checks the day for every row. */
let known = { day: '', from: 0, until: 0 };

/** Today in UTC, 'YYYY-MM-DD' (or the day of `now`): the day the server compares validity and pick-up dates with. */
export function todayUtc(now?: Date): string {
  if (now) return isoDay(now);
  const ms = Date.now();
  if (ms < known.from || ms >= known.until) {
    const from = ms - (ms % 86_400_000);
    known = { day: isoDay(new Date(ms)), from, until: from + 86_400_000 };
  }
  return known.day;
}

/** The day `days` after an ISO day. */
export const addDays = (day: string, days: number) => isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/** A YYYY-MM-DD day inside [firstDay, lastDay] (the text compares in calendar order). */
export const withinCalendar = (day: string) => day >= firstDay && day <= lastDay;

/**
 * At most `scale` decimals, as a numeric(p, scale) column keeps them. A thousandth of the last unit is
 * tolerated: binary fractions (0.1 + 0.2) are not typing mistakes, and the column rounds them.
 */
export const hasScale = (scale: number) => (value: number) => {
  const units = value * 10 ** scale;
  return Math.abs(units - Math.round(units)) < 1e-3;
};

let lastValidity = { today: '', day: '' };

/** The last day a validity may end on, seen from `today` (see `validityHorizonDays`); asked once per imported row. */
export function lastValidityDay(today = todayUtc()): string {
  if (lastValidity.today !== today) lastValidity = { today, day: addDays(today, validityHorizonDays) };
  return lastValidity.day;
}

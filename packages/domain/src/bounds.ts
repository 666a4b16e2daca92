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

/** Today in UTC, 'YYYY-MM-DD': the day the server compares validity and pick-up dates with. */
export const todayUtc = (now = new Date()) => now.toISOString().slice(0, 10);

/** The day `days` after an ISO day. */
export const addDays = (day: string, days: number) => todayUtc(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

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

/** The last day a validity may end on, seen from `today` (see `validityHorizonDays`). */
export const lastValidityDay = (today = todayUtc()) => addDays(today, validityHorizonDays);

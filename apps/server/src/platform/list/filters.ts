import { and, eq, gte, ilike, lt, or, sql, type Column, type SQL } from 'drizzle-orm';
import { addDays, zonedInstant, type DateRangeQuery } from '@freight/domain';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains the text (case-insensitive); no condition when the filter is empty. */
export function contains(column: Column, value: string | undefined): SQL | undefined {
  return value ? ilike(column, `%${escapeLike(value)}%`) : undefined;
}

/** One of the columns contains the text (a code or any of its names); no condition when the filter is empty. */
export function containsAny(columns: readonly Column[], value: string | undefined): SQL | undefined {
  return value ? or(...columns.map((column) => contains(column, value))) : undefined;
}

/** `column` equals the value; no condition when the filter is empty. */
export function equals<T>(column: Column, value: T | undefined | null | ''): SQL | undefined {
  return value === undefined || value === null || value === '' ? undefined : eq(column, value);
}

/** The date range of a list filter: RuoYi's `params[beginTime]` / `params[endTime]`, or plain `beginTime` / `endTime`. */
export function dateRangeOf(query: DateRangeQuery): { begin?: string; end?: string } {
  return { begin: query['params[beginTime]'] ?? query.beginTime, end: query['params[endTime]'] ?? query.endTime };
}

/** `column` (a day) falls on or after the first day and on or before the last day of the range; times count by their day. */
export function withinDays(column: Column, query: DateRangeQuery): SQL | undefined {
  const { begin, end } = dateRangeOf(query);
  return and(
    begin ? gte(column, sql`${begin.slice(0, 10)}::date`) : undefined,
    end ? lt(column, sql`${end.slice(0, 10)}::date + 1`) : undefined,
  );
}

/** The first instant of a bound (DateRangeQuery has checked it names a real day or time), on the zone's clock. */
const startOf = (bound: string, timeZone: string) => zonedInstant(bound, timeZone)!;

/** The instant a bound's last second or day ends, on the zone's clock. */
const endOf = (bound: string, timeZone: string) =>
  (bound.length > 10 ? new Date(startOf(bound, timeZone).getTime() + 1000) : startOf(addDays(bound, 1), timeZone));

/**
 * `column` (a time) falls within the range as the back office reads it, on the clock of the deployment's `timeZone`:
 * a day bound is the whole day, a time bound its whole second (RuoYi's pickers send `23:59:59` as the last one).
 */
export function withinTimes(column: Column, query: DateRangeQuery, timeZone: string): SQL | undefined {
  const { begin, end } = dateRangeOf(query);
  return and(
    begin ? gte(column, startOf(begin, timeZone)) : undefined,
    end ? lt(column, endOf(end, timeZone)) : undefined,
  );
}

import { and, eq, gte, ilike, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { DateRangeQuery } from '@freight/domain';

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column` contains the text (case-insensitive); no condition when the filter is empty. */
export function contains(column: Column, value: string | undefined): SQL | undefined {
  return value ? ilike(column, `%${escapeLike(value)}%`) : undefined;
}

/** `column` equals the value; no condition when the filter is empty. */
export function equals<T>(column: Column, value: T | undefined | null | ''): SQL | undefined {
  return value === undefined || value === null || value === '' ? undefined : eq(column, value);
}

/** The date range of a list filter: RuoYi's `params[beginTime]` / `params[endTime]`, or plain `beginTime` / `endTime`. */
export function dateRangeOf(query: DateRangeQuery): { begin?: string; end?: string } {
  const day = (value: string | undefined) => value?.slice(0, 10);
  return { begin: day(query['params[beginTime]'] ?? query.beginTime), end: day(query['params[endTime]'] ?? query.endTime) };
}

/** `column` falls on or after the first day and on or before the last day of the range (whole days). */
export function withinDays(column: Column, query: DateRangeQuery): SQL | undefined {
  const { begin, end } = dateRangeOf(query);
  return and(
    begin ? gte(column, sql`${begin}::date`) : undefined,
    end ? lt(column, sql`${end}::date + 1`) : undefined,
  );
}

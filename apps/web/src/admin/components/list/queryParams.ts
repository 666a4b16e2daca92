import dayjs, { type Dayjs } from 'dayjs';

/** The name of the date-range field of a search form; it is sent as `params[beginTime]` / `params[endTime]`. */
export const dateRangeField = 'dateRange';

/** How many days back a list's creation-time range starts when it opens (back-office.md §9). */
export const recentDays = 90;

/** The search-form value of a list that opens on recent records: from `recentDays` days back, the end left open. */
export const recentRange = () => ({ [dateRangeField]: [dayjs().subtract(recentDays, 'day').startOf('day'), null] });

const dayOf = (value: unknown): string | undefined => (dayjs.isDayjs(value) ? (value as Dayjs).format('YYYY-MM-DD') : undefined);

/**
 * Turns search-form values into list parameters: the date range becomes `params: { beginTime, endTime }`. Either end
 * may be left open (the range field allows an empty end), and an open end is not sent.
 */
export function toQueryParams(values: Record<string, unknown>): Record<string, unknown> {
  const { [dateRangeField]: range, ...rest } = values;
  const [begin, end] = Array.isArray(range) ? range.map(dayOf) : [];
  if (!begin && !end) return rest;
  return { ...rest, params: { ...(begin && { beginTime: begin }), ...(end && { endTime: end }) } };
}

import dayjs, { type Dayjs } from 'dayjs';

/** The name of the date-range field of a search form; it is sent as `params[beginTime]` / `params[endTime]`. */
export const dateRangeField = 'dateRange';

const isRange = (value: unknown): value is [Dayjs, Dayjs] =>
  Array.isArray(value) && value.length === 2 && value.every((v) => dayjs.isDayjs(v));

/** Turns search-form values into list parameters: the date range becomes `params: { beginTime, endTime }`. */
export function toQueryParams(values: Record<string, unknown>): Record<string, unknown> {
  const { [dateRangeField]: range, ...rest } = values;
  if (!isRange(range)) return rest;
  return { ...rest, params: { beginTime: range[0].format('YYYY-MM-DD'), endTime: range[1].format('YYYY-MM-DD') } };
}

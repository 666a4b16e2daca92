import dayjs, { type Dayjs } from 'dayjs';

const isDayRange = (value: unknown): value is [Dayjs | null, Dayjs | null] =>
  Array.isArray(value) && value.length === 2 && value.some((v) => dayjs.isDayjs(v)) && value.every((v) => v == null || dayjs.isDayjs(v));

const dayOf = (value: Dayjs | null) => value?.format('YYYY-MM-DD');

/**
 * Turns the day ranges of a search form (a DateRangeField named `etd`, say) into `etdFrom` / `etdTo`, each left out
 * while open. The creation-time range has gone to `params` before (toQueryParams).
 */
export function rangeParams(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).flatMap(([name, value]): [string, unknown][] => {
    if (!isDayRange(value)) return [[name, value]];
    const [from, to] = value.map(dayOf);
    return [...(from ? [[`${name}From`, from]] : []), ...(to ? [[`${name}To`, to]] : [])] as [string, unknown][];
  }));
}

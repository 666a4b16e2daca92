import dayjs from 'dayjs';
import { isIsoDate } from '@freight/domain';

/** portal.md §9: dates travel as YYYY-MM-DD; rail pages show YYYY.MM.DD, sea pages and FCL validity MM.DD. */
export const isoDateFormat = 'YYYY-MM-DD';
const railFormat = 'YYYY.MM.DD';
const monthDayFormat = 'MM.DD';

/** Turns a date field into the text a page shows. */
export type DateFormat = (value: string | null | undefined) => string;

/** Shown where a date is missing or unreadable. */
export const noDate = '-';

function format(value: string | null | undefined, pattern: string): string {
  if (!value) return noDate;
  const date = dayjs(value);
  return date.isValid() ? date.format(pattern) : noDate;
}

/** 2026-05-03 → 2026.05.03 */
export const railDate = (value: string | null | undefined) => format(value, railFormat);

/** A cut-off timestamp on a rail page: 2026.05.03 18:00 (local time). */
export const railDateTime = (value: string | null | undefined) => format(value, `${railFormat} HH:mm`);

/** A date or timestamp as its day: 2026-05-03 (the inquiry lists). */
export const isoDay = (value: string | null | undefined) => format(value, isoDateFormat);

/** 2026-05-03 → 05.03 */
export const monthDay = (value: string | null | undefined) => format(value, monthDayFormat);

/** A validity range in the given format: 05.01-05.31 or 2026.05.01-2026.05.31. */
export function validityRange(from: string | null | undefined, to: string | null | undefined, formatDate: DateFormat) {
  return `${formatDate(from)}-${formatDate(to)}`;
}

/** Today as the search calls want it. */
export const today = () => dayjs().format(isoDateFormat);

/** A YYYY-MM-DD date from a page query, or undefined when absent or malformed. */
export function isoDate(value: string | null | undefined): string | undefined {
  return isIsoDate(value) ? value : undefined;
}

/** A date or timestamp as a number for sorting; undefined when missing. */
export function dateValue(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const date = dayjs(value);
  return date.isValid() ? date.valueOf() : undefined;
}

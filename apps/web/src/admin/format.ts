import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** Back-office.md §9 date format. */
export const dateTimeFormat = 'YYYY-MM-DD HH:mm:ss';

/** Formats a date (or nothing for an empty value) with the back office's date format. */
export function formatDateTime(value: string | number | Date | null | undefined, format = dateTimeFormat): string {
  return value === null || value === undefined || value === '' ? '' : dayjs(value).format(format);
}

/**
 * Back-office.md §9 relative time: under 30 s "just now", under an hour minutes ago, under a day hours
 * ago, under two days "1 day ago", older as a date. Ten-digit numbers are Unix seconds.
 */
export function formatRelativeTime(value: string | number | Date, t: TFunction, now: number = Date.now()): string {
  const time = typeof value === 'number' && String(value).length === 10 ? value * 1000 : dayjs(value).valueOf();
  const seconds = (now - time) / 1000;
  if (seconds < 30) return t('admin:time.justNow');
  if (seconds < 3600) return t('admin:time.minutesAgo', { n: Math.ceil(seconds / 60) });
  if (seconds < 3600 * 24) return t('admin:time.hoursAgo', { n: Math.ceil(seconds / 3600) });
  if (seconds < 3600 * 24 * 2) return t('admin:time.oneDayAgo');
  return formatDateTime(time);
}

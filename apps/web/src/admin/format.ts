import type { TFunction } from 'i18next';
import { localTimeText, zonedInstant, zonedText } from '@freight/domain';
import { serverTimeZone } from './serverTimeZone';

/** The instant a time names: the server's `yyyy-MM-dd HH:mm:ss` on the server's clock, anything else as JavaScript reads it. */
function instantOf(value: string | number | Date): number {
  if (typeof value !== 'string') return Number(value);
  return (zonedInstant(value, serverTimeZone()) ?? new Date(value)).getTime();
}

/**
 * A time as the back office shows it (back-office.md §9): `YYYY-MM-DD HH:mm:ss` on the server's clock, as RuoYi
 * shows it wherever the browser is. The server writes its times so; an instant (epoch milliseconds, a Date, ISO text)
 * is shown on that clock too. Nothing for an empty or unreadable value.
 */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const text = typeof value === 'string' ? localTimeText(value) : undefined;
  if (text) return text;
  const instant = instantOf(value);
  return Number.isNaN(instant) ? '' : zonedText(instant, serverTimeZone());
}

/**
 * Back-office.md §9 relative time: under 30 s "just now", under an hour minutes ago, under a day hours
 * ago, under two days "1 day ago", older as a date. Ten-digit numbers are Unix seconds.
 */
export function formatRelativeTime(value: string | number | Date, t: TFunction, now: number = Date.now()): string {
  const time = typeof value === 'number' && String(value).length === 10 ? value * 1000 : instantOf(value);
  const seconds = (now - time) / 1000;
  if (seconds < 30) return t('admin:time.justNow');
  if (seconds < 3600) return t('admin:time.minutesAgo', { n: Math.ceil(seconds / 60) });
  if (seconds < 3600 * 24) return t('admin:time.hoursAgo', { n: Math.ceil(seconds / 3600) });
  if (seconds < 3600 * 24 * 2) return t('admin:time.oneDayAgo');
  return formatDateTime(time);
}

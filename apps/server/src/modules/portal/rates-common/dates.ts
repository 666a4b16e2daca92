import { todayUtc } from '@freight/domain';

/** The day last worked out and the span of milliseconds it covers: a reply asks for the day several times. */
let known = { day: '', from: 0, until: 0 };

/** The domain's `todayUtc`, the server date every validity check compares with, worked out once a day. */
export function today(): string {
  const now = Date.now();
  if (now < known.from || now >= known.until) {
    const date = new Date(now);
    const from = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    known = { day: todayUtc(date), from, until: from + 86_400_000 };
  }
  return known.day;
}

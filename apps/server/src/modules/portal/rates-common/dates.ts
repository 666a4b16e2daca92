/** The day last worked out and the span of milliseconds it covers: a reply asks for the day several times. */
let known = { day: '', from: 0, until: 0 };

/** Today's date in UTC, 'YYYY-MM-DD': the server date every validity check compares with (as exchange rates do). */
export function today(): string {
  const now = Date.now();
  if (now < known.from || now >= known.until) {
    const date = new Date(now);
    const from = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    known = { day: date.toISOString().slice(0, 10), from, until: from + 86_400_000 };
  }
  return known.day;
}

import { checkCronFirings, checkedFirings } from '@freight/domain';
import { Cron } from 'croner';

/** Quartz cron as RuoYi writes it: seconds first, 6 or 7 fields, `?`, `0/10`, `L`, `W`, `#`, 1 = Sunday. */
const quartz = { paused: true, mode: '6-or-7-parts', sloppyRanges: true, alternativeWeekdays: true } as const;

/** The parsed expression, or null when it is not a valid Quartz cron expression. */
export function parseCron(expression: string): Cron | null {
  try {
    return new Cron(expression.trim(), quartz);
  } catch {
    return null;
  }
}

export const isValidCron = (expression: string) => parseCron(expression) !== null;

/** The next `count` firing times strictly after `from` (server time zone). */
export function nextFirings(expression: string, from: Date, count: number): Date[] {
  return parseCron(expression)?.nextRuns(count, from) ?? [];
}

/** The latest `limit` firing times in (after, until], oldest first (a long stop yields its most recent firings). */
export function firingsBetween(cron: Cron, after: Date, until: Date, limit: number): Date[] {
  const next = cron.nextRun(after);
  if (!next || next > until) return [];
  // Firings fall on whole seconds; one millisecond more makes `until` itself count.
  return cron.previousRuns(limit, new Date(until.getTime() + 1)).filter((t) => t > after).reverse();
}

/** True when two of the cron's next firings after `from` come closer than `minSeconds`: the rule a job is saved under. */
export function firesMoreOftenThan(cron: Cron, from: Date, minSeconds: number): boolean {
  const check = checkCronFirings(cron.nextRuns(checkedFirings, from), minSeconds);
  return !check.ok && check.error === 'job.cron.tooFrequent';
}

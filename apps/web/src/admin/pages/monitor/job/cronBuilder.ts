/** The fields of a Quartz expression in their order, one builder tab each (the year is optional). */
export const cronFields = ['second', 'minute', 'hour', 'day', 'month', 'week', 'year'] as const;
export type CronField = (typeof cronFields)[number];

/** RuoYi's choices on a tab: `*`, no year, `?`, `a-b`, `a/n`, `a,b,c`, `dW`, `L`, `w#n`, `wL`. */
export type CronMode = 'every' | 'none' | 'unspecified' | 'range' | 'step' | 'list' | 'nearestWeekday' | 'lastDay' | 'nthWeekday' | 'lastWeekday';

/** One tab: the chosen mode and the inputs of every choice, so switching choices keeps what was typed (as RuoYi does). */
export interface CronTab {
  mode: CronMode;
  from: number;
  to: number;
  start: number;
  every: number;
  values: number[];
  /** The day of the month whose nearest weekday fires (`15W`). */
  day: number;
  /** Quartz day of week, 1 Sunday … 7 Saturday (`6#3`, `6L`). */
  weekday: number;
  nth: number;
  /** Months or weekdays were written by name (`MON-FRI`), and are written back so. */
  named: boolean;
}
export type CronTabs = Record<CronField, CronTab>;

interface FieldSpec {
  min: number;
  max: number;
  /** The choices of the tab, in RuoYi's order. */
  modes: readonly CronMode[];
  names?: readonly string[];
}

const plain = ['every', 'range', 'step', 'list'] as const;
export const cronFieldSpecs: Record<CronField, FieldSpec> = {
  second: { min: 0, max: 59, modes: plain },
  minute: { min: 0, max: 59, modes: plain },
  hour: { min: 0, max: 23, modes: plain },
  day: { min: 1, max: 31, modes: ['every', 'unspecified', 'range', 'step', 'nearestWeekday', 'lastDay', 'list'] },
  month: { min: 1, max: 12, modes: plain, names: ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'] },
  week: { min: 1, max: 7, modes: ['every', 'unspecified', 'range', 'nthWeekday', 'lastWeekday', 'list'], names: ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'] },
  year: { min: 1970, max: 2099, modes: ['none', 'every', 'range', 'step', 'list'] },
};

/** The largest n of `w#n`: a weekday occurs at most five times in a month. */
export const maxNth = 5;

/** A tab with RuoYi's starting inputs; the year's start at `thisYear`. */
function blankTab(field: CronField, thisYear: number): CronTab {
  const min = field === 'year' ? thisYear : cronFieldSpecs[field].min;
  return { mode: 'every', from: min, to: min + 1, start: min, every: 1, values: [], day: 1, weekday: 2, nth: 1, named: false };
}

/** A number or (months, weekdays) a name within the field's bounds, else null. */
function valueOf(field: CronField, text: string): number | null {
  const { min, max, names } = cronFieldSpecs[field];
  const named = names?.indexOf(text.toUpperCase()) ?? -1;
  if (named >= 0) return named + min;
  if (!/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/** The tab of one field's text, or null when RuoYi's choices cannot say it (e.g. `1-5/2`, `LW`). */
function parseTab(field: CronField, text: string, thisYear: number): CronTab | null {
  const tab = blankTab(field, thisYear);
  const { min, max, modes } = cronFieldSpecs[field];
  const values = (...texts: string[]) => {
    const found = texts.map((part) => valueOf(field, part));
    return found.every((v) => v !== null) ? (found as number[]) : null;
  };
  const read = (): Partial<CronTab> | null => {
    if (text === '') return field === 'year' ? { mode: 'none' } : null;
    if (text === '*') return { mode: 'every' };
    if (text === '?') return { mode: 'unspecified' };
    if (text === 'L') return field === 'day' ? { mode: 'lastDay' } : null;
    let m = /^(\d+)W$/.exec(text);
    if (m && field === 'day') return values(m[1]!) && { mode: 'nearestWeekday', day: Number(m[1]) };
    m = /^(\w+)#(\d)$/.exec(text);
    if (m && field === 'week') {
      const [weekday] = values(m[1]!) ?? [];
      const nth = Number(m[2]);
      return weekday !== undefined && nth >= 1 && nth <= maxNth ? { mode: 'nthWeekday', weekday, nth } : null;
    }
    m = /^(\w+)L$/.exec(text);
    if (m && field === 'week') {
      const [weekday] = values(m[1]!) ?? [];
      return weekday !== undefined ? { mode: 'lastWeekday', weekday } : null;
    }
    m = /^(\w+)-(\w+)$/.exec(text);
    if (m) {
      const [from, to] = values(m[1]!, m[2]!) ?? [];
      return from !== undefined && to !== undefined ? { mode: 'range', from, to } : null;
    }
    m = /^(\*|\w+)\/(\d+)$/.exec(text);
    if (m) {
      // `*/n` starts at the field's first value, as Quartz reads it.
      const [start] = m[1] === '*' ? [field === 'year' ? thisYear : min] : values(m[1]!) ?? [];
      const every = Number(m[2]);
      return start !== undefined && every >= 1 && every <= max - min + 1 ? { mode: 'step', start, every } : null;
    }
    const list = /^\w+(,\w+)*$/.test(text) ? values(...text.split(',')) : null;
    return list && { mode: 'list', values: list };
  };
  const found = read();
  if (!found || !modes.includes(found.mode!)) return null;
  return { ...tab, ...found, named: /[A-Za-z]{3}/.test(text.replace(/[LW]$/, '')) };
}

/** The tabs of a Quartz expression (6 or 7 fields), or null when it is not one the tabs can show. */
export function parseCronTabs(expression: string, thisYear = new Date().getFullYear()): CronTabs | null {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 6 && parts.length !== 7) return null;
  const tabs: Partial<CronTabs> = {};
  for (const [index, field] of cronFields.entries()) {
    const tab = parseTab(field, parts[index] ?? '', thisYear);
    if (!tab) return null;
    tabs[field] = tab;
  }
  return tabs as CronTabs;
}

/** What one tab writes into the expression. */
export function formatCronField(field: CronField, tab: CronTab): string {
  const { min, names } = cronFieldSpecs[field];
  const text = (value: number) => (tab.named ? names?.[value - min] : undefined) ?? String(value);
  switch (tab.mode) {
    case 'every': return '*';
    case 'none': return '';
    case 'unspecified': return '?';
    case 'range': return `${text(tab.from)}-${text(tab.to)}`;
    case 'step': return `${tab.start}/${tab.every}`;
    // Nothing ticked means any value, as in RuoYi; for the year, no year.
    case 'list': return tab.values.length > 0 ? tab.values.map(text).join(',') : field === 'year' ? '' : '*';
    case 'nearestWeekday': return `${tab.day}W`;
    case 'lastDay': return 'L';
    case 'nthWeekday': return `${text(tab.weekday)}#${tab.nth}`;
    case 'lastWeekday': return `${text(tab.weekday)}L`;
  }
}

/** The Quartz expression of the tabs: six fields, and the year when one is set. */
export function formatCronTabs(tabs: CronTabs): string {
  return cronFields.map((field) => formatCronField(field, tabs[field])).filter((part) => part !== '').join(' ');
}

/**
 * The tabs after a change to one of them. Quartz needs exactly one of day and weekday to be `?`: choosing
 * anything on one sets the other to `?` (as RuoYi does), and choosing `?` on one while the other is `?`
 * sets the other to every.
 */
export function changeCronTab(tabs: CronTabs, field: CronField, change: Partial<CronTab>): CronTabs {
  const next = { ...tabs, [field]: { ...tabs[field], ...change } };
  const other = field === 'day' ? 'week' : field === 'week' ? 'day' : undefined;
  if (!other || !change.mode) return next;
  if (change.mode !== 'unspecified') next[other] = { ...next[other], mode: 'unspecified' };
  else if (next[other].mode === 'unspecified') next[other] = { ...next[other], mode: 'every' };
  return next;
}

/** Where the builder starts without a readable expression: daily at 02:00 (RuoYi's every second breaks the schedule rule). */
export const defaultCronExpression = '0 0 2 * * ?';

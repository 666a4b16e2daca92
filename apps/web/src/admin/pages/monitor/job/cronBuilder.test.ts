import { cronShape } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { changeCronTab, defaultCronExpression, formatCronTabs, parseCronTabs, type CronTabs } from './cronBuilder';

const tabsOf = (expression: string): CronTabs => {
  const tabs = parseCronTabs(expression, 2026);
  if (!tabs) throw new Error(`not readable: ${expression}`);
  return tabs;
};

describe('cron builder tabs', () => {
  it.each([
    '0 0/5 * * * ?',
    '0 15 10 ? * MON-FRI',
    '0 0 12 L * ?',
    '0 0 10 ? * 6#3',
    '0 0 1 1W * ? 2027',
    '0 0 10 ? * 6L',
    '0 30 3 ? * 4',
    '5,10,15 0-30 8-18 1/2 JAN,JUL ?',
    '0 0 2 * * ? 2027-2029',
    '0 0 2 1 1/3 ? 2027/2',
    '0 0 8 ? * SUN,SAT *',
  ])('reads %s into the tabs and writes it back unchanged', (expression) => {
    expect(formatCronTabs(tabsOf(expression))).toBe(expression);
  });

  it('selects the choice each field says', () => {
    const { second, minute, hour, day, month, week, year } = tabsOf('0 0/5 * * * ?');
    expect(second).toMatchObject({ mode: 'list', values: [0] });
    expect(minute).toMatchObject({ mode: 'step', start: 0, every: 5 });
    expect([hour.mode, day.mode, month.mode, week.mode, year.mode]).toEqual(['every', 'every', 'every', 'unspecified', 'none']);
    expect(tabsOf('0 15 10 ? * MON-FRI').week).toMatchObject({ mode: 'range', from: 2, to: 6, named: true });
    expect(tabsOf('0 0 12 L * ?').day.mode).toBe('lastDay');
    expect(tabsOf('0 0 10 ? * 6#3').week).toMatchObject({ mode: 'nthWeekday', weekday: 6, nth: 3 });
    expect(tabsOf('0 0 10 ? * 6L').week).toMatchObject({ mode: 'lastWeekday', weekday: 6 });
    const firstWeekday = tabsOf('0 0 1 1W * ? 2027');
    expect(firstWeekday.day).toMatchObject({ mode: 'nearestWeekday', day: 1 });
    expect(firstWeekday.year).toMatchObject({ mode: 'list', values: [2027] });
  });

  it('reads */n as a step from the first value', () => {
    expect(formatCronTabs(tabsOf('*/10 * * * * ?'))).toBe('0/10 * * * * ?');
  });

  it.each([
    '0 0 2 * *', // five fields
    '0 0 2 * * ? 2027 1', // eight fields
    '60 0 2 * * ?', // second out of range
    '0 1-5/2 2 * * ?', // a stepped range has no tab
    '0 0 2 LW * ?', // last weekday of the month has no tab
    '0 0 2 ? * 2/2', // RuoYi's weekday tab has no step
    '0 0 2 ? * 2#6', // there is no sixth Monday
    '0 0 2 ? * MOO', // no such day
    '0 0 2 L-3 * ?', // offset from the last day has no tab
  ])('refuses %s, which the tabs cannot show', (expression) => {
    expect(parseCronTabs(expression, 2026)).toBeNull();
  });

  it('writes each choice of a tab', () => {
    const start = tabsOf(defaultCronExpression);
    expect(formatCronTabs(changeCronTab(start, 'second', { mode: 'range', from: 10, to: 20 }))).toBe('10-20 0 2 * * ?');
    expect(formatCronTabs(changeCronTab(start, 'hour', { mode: 'step', start: 1, every: 6 }))).toBe('0 0 1/6 * * ?');
    expect(formatCronTabs(changeCronTab(start, 'minute', { mode: 'list', values: [] }))).toBe('0 * 2 * * ?');
    expect(formatCronTabs(changeCronTab(start, 'year', { mode: 'range', from: 2027, to: 2030 }))).toBe('0 0 2 * * ? 2027-2030');
    expect(formatCronTabs(changeCronTab(start, 'year', { mode: 'list', values: [] }))).toBe('0 0 2 * * ?');
  });

  it('keeps exactly one of day and weekday unspecified', () => {
    const start = tabsOf(defaultCronExpression);
    const onMondays = changeCronTab(start, 'week', { mode: 'list', values: [2] });
    expect(formatCronTabs(onMondays)).toBe('0 0 2 ? * 2');
    const lastDay = changeCronTab(onMondays, 'day', { mode: 'lastDay' });
    expect(formatCronTabs(lastDay)).toBe('0 0 2 L * ?');
    expect(formatCronTabs(changeCronTab(lastDay, 'day', { mode: 'unspecified' }))).toBe('0 0 2 ? * *');
    // Typing into an input of the current choice leaves the other field alone.
    expect(formatCronTabs(changeCronTab(onMondays, 'week', { values: [2, 4] }))).toBe('0 0 2 ? * 2,4');
  });

  it('starts from an expression the server takes', () => {
    expect(cronShape.test(formatCronTabs(tabsOf(defaultCronExpression)))).toBe(true);
  });
});

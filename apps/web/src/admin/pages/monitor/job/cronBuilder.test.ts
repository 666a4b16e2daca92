import { cronShape } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { cronOf, defaultCronChoice } from './cronBuilder';

describe('cron builder', () => {
  it('writes Quartz expressions, seconds first', () => {
    const at = { ...defaultCronChoice, second: 5, minute: 30, hour: 3, weekday: 4, dayOfMonth: 15, every: 10 };
    expect(cronOf({ ...at, frequency: 'seconds' })).toBe('0/10 * * * * ?');
    expect(cronOf({ ...at, frequency: 'minutes' })).toBe('5 0/10 * * * ?');
    expect(cronOf({ ...at, frequency: 'hourly' })).toBe('5 30 * * * ?');
    expect(cronOf({ ...at, frequency: 'daily' })).toBe('5 30 3 * * ?');
    expect(cronOf({ ...at, frequency: 'weekly' })).toBe('5 30 3 ? * 4');
    expect(cronOf({ ...at, frequency: 'monthly' })).toBe('5 30 3 15 * ?');
    expect(cronShape.test(cronOf(defaultCronChoice))).toBe(true);
  });
});

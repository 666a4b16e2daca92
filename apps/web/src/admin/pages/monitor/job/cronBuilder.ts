/** What the cron builder asks for: a frequency and the few numbers that frequency needs. */
export interface CronChoice {
  frequency: 'seconds' | 'minutes' | 'hourly' | 'daily' | 'weekly' | 'monthly';
  /** Every N seconds / minutes. */
  every: number;
  second: number;
  minute: number;
  hour: number;
  /** Quartz day of week: 1 Sunday … 7 Saturday. */
  weekday: number;
  dayOfMonth: number;
}

export const defaultCronChoice: CronChoice = { frequency: 'daily', every: 5, second: 0, minute: 0, hour: 2, weekday: 2, dayOfMonth: 1 };

/** The Quartz expression (seconds first) of a builder choice. */
export function cronOf(c: CronChoice): string {
  switch (c.frequency) {
    case 'seconds': return `0/${c.every} * * * * ?`;
    case 'minutes': return `${c.second} 0/${c.every} * * * ?`;
    case 'hourly': return `${c.second} ${c.minute} * * * ?`;
    case 'daily': return `${c.second} ${c.minute} ${c.hour} * * ?`;
    case 'weekly': return `${c.second} ${c.minute} ${c.hour} ? * ${c.weekday}`;
    case 'monthly': return `${c.second} ${c.minute} ${c.hour} ${c.dayOfMonth} * ?`;
  }
}

import { z } from 'zod';
import { blankAsAbsent, numberFromText } from '../validators';
import { text } from '../text';
import { DateRangeQuery, filterText, PageQuery, remark, requiredText } from './list';

/** A literal argument of an invoke target: a string, a number or a boolean. */
export type TaskArgument = string | number | boolean;
/** What an argument must be: a string, any number, true or false, or a whole number of days (1 to `maxTaskDays`). */
export type TaskArgumentKind = 'string' | 'number' | 'boolean' | 'days';
/** A hundred years: more days than that reach back before any date a record holds (and past what a date can say). */
export const maxTaskDays = 36_500;

const fits: Record<TaskArgumentKind, (arg: TaskArgument) => boolean> = {
  string: (arg) => typeof arg === 'string',
  number: (arg) => typeof arg === 'number',
  boolean: (arg) => typeof arg === 'boolean',
  days: (arg) => typeof arg === 'number' && Number.isInteger(arg) && arg >= 1 && arg <= maxTaskDays,
};

/**
 * The fixed registry of tasks a job may invoke, with the kinds of their arguments (back-office.md §2,
 * RuoYi's `ryTask` examples plus the freight tasks). Nothing outside this list can ever run.
 */
export const jobTasks = {
  'ryTask.ryNoParams': [],
  'ryTask.ryParams': ['string'],
  'ryTask.ryMultipleParams': ['string', 'boolean', 'number', 'number', 'number'],
  'freight.expireRates': [],
  'freight.expireQuotes': [],
  'logs.purge': ['days'],
  'cache.refresh': [],
} as const satisfies Record<string, readonly TaskArgumentKind[]>;
export type JobTaskName = keyof typeof jobTasks;

export interface TaskCall {
  task: JobTaskName;
  args: TaskArgument[];
}

export type TargetCheck = { ok: true; call: TaskCall } | { ok: false; error: 'job.target.syntax' | 'job.target.unknown' | 'job.target.args' };

const identifier = /[A-Za-z_][A-Za-z0-9_]*/y;
/** One literal: a quoted string without the quote inside, a number (Java's L / D suffixes allowed), true or false. */
const literal = /\s*(?:'([^'\\]*)'|"([^"\\]*)"|(-?\d{1,15}(?:\.\d{1,6})?)[LD]?|(true|false))\s*/y;

function sticky(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

function parseArguments(text: string): TaskArgument[] | null {
  if (text.trim() === '') return [];
  const args: TaskArgument[] = [];
  let at = 0;
  for (;;) {
    const match = sticky(literal, text, at);
    if (!match) return null;
    const [, single, double, number, bool] = match;
    args.push(single ?? double ?? (number !== undefined ? Number(number) : bool === 'true'));
    at += match[0].length;
    if (at === text.length) return args;
    if (text[at] !== ',') return null;
    at += 1;
  }
}

/**
 * Parses `name.method` or `name.method(arg, …)` (literal arguments only) and checks it against the
 * task registry. Only parses, never evaluates: anything else (code, paths, property chains, calls in
 * arguments) is refused.
 */
export function parseInvokeTarget(target: string): TargetCheck {
  const text = target.trim();
  const name = sticky(identifier, text, 0);
  const method = name && text[name[0].length] === '.' ? sticky(identifier, text, name[0].length + 1) : null;
  if (!name || !method) return { ok: false, error: 'job.target.syntax' };
  const head = `${name[0]}.${method[0]}`;
  const rest = text.slice(head.length);
  let args: TaskArgument[] | null = [];
  if (rest !== '') {
    args = rest.startsWith('(') && rest.endsWith(')') ? parseArguments(rest.slice(1, -1)) : null;
    if (args === null) return { ok: false, error: 'job.target.syntax' };
  }
  if (!Object.hasOwn(jobTasks, head)) return { ok: false, error: 'job.target.unknown' };
  const task = head as JobTaskName;
  const kinds: readonly TaskArgumentKind[] = jobTasks[task];
  if (args.length !== kinds.length || args.some((arg, i) => !fits[kinds[i]!](arg))) return { ok: false, error: 'job.target.args' };
  return { ok: true, call: { task, args } };
}

/** The shape of a Quartz cron expression: 6 or 7 fields of cron characters; the server checks it fully. */
export const cronShape = /^\s*[0-9A-Za-z*?,/#-]+(\s+[0-9A-Za-z*?,/#-]+){5,6}\s*$/;

/** The parameter (sys_config) holding the shortest gap in seconds allowed between two firings of a job. */
export const jobMinIntervalKey = 'sys.job.minIntervalSeconds';
/** The shortest gap when the parameter is absent or not a whole number of 1 or more. */
export const defaultJobMinIntervalSeconds = 60;
/** How many upcoming firings the frequency rule looks at. */
export const checkedFirings = 10;

export type CronFiringsCheck = { ok: true } | { ok: false; error: 'job.cron.never' | 'job.cron.tooFrequent' };

/** The parameter's value as a number of seconds, or the default when it is absent or not a whole number of 1 or more. */
export function jobMinIntervalSeconds(value: string | null | undefined): number {
  const text = value?.trim() ?? '';
  return /^\d{1,9}$/.test(text) && Number(text) >= 1 ? Number(text) : defaultJobMinIntervalSeconds;
}

/**
 * The schedule rule on a cron's upcoming firings (the next `checkedFirings`, in order): it must fire
 * at least once more, and no two firings may come closer than `minSeconds`.
 */
export function checkCronFirings(firings: readonly Date[], minSeconds: number): CronFiringsCheck {
  if (firings.length === 0) return { ok: false, error: 'job.cron.never' };
  const tooClose = firings.some((time, i) => i > 0 && time.getTime() - firings[i - 1]!.getTime() < minSeconds * 1000);
  return tooClose ? { ok: false, error: 'job.cron.tooFrequent' } : { ok: true };
}

/** '1' fire every missed firing now, '2' fire once now, '3' skip missed firings (back-office.md §9). */
export const MisfirePolicy = z.enum(['1', '2', '3'], { error: 'job.misfire.invalid' });
/** '0' runs of one job may overlap, '1' they may not. */
export const Concurrent = z.enum(['0', '1'], { error: 'job.concurrent.invalid' });
/** '0' running, '1' paused (dictionary sys_job_status). */
export const JobStatus = z.enum(['0', '1'], { error: 'field.status' });

export const InvokeTarget = requiredText(500, 'job.target.required', 'job.target.length').superRefine((target, ctx) => {
  const check = parseInvokeTarget(target);
  if (!check.ok) ctx.addIssue({ code: 'custom', message: check.error });
});
export const CronExpression = requiredText(255, 'job.cron.required', 'job.cron.invalid').regex(cronShape, { error: 'job.cron.invalid' });


export const JobFilter = z.object({
  jobName: filterText(64),
  jobGroup: filterText(64),
  status: blankAsAbsent(JobStatus.optional()),
});
export type JobFilter = z.infer<typeof JobFilter>;
export const JobQuery = PageQuery.extend(JobFilter.shape);
export type JobQuery = z.infer<typeof JobQuery>;

export const JobBody = z.object({
  jobId: z.number().int().positive().optional(),
  jobName: requiredText(64, 'job.name.required', 'job.name.length'),
  jobGroup: requiredText(64, 'job.group.required', 'job.group.length').default('DEFAULT'),
  invokeTarget: InvokeTarget,
  cronExpression: CronExpression,
  misfirePolicy: MisfirePolicy.default('3'),
  concurrent: Concurrent.default('1'),
  status: JobStatus.default('0'),
  remark,
});
export type JobBody = z.infer<typeof JobBody>;

export const JobStatusChange = z.object({ jobId: numberFromText(z.number().int().positive()), status: JobStatus });
export type JobStatusChange = z.infer<typeof JobStatusChange>;
export const JobRunRequest = z.object({ jobId: numberFromText(z.number().int().positive()), jobGroup: text(64).optional() });
export type JobRunRequest = z.infer<typeof JobRunRequest>;
export const CronCheck = z.object({ cronExpression: CronExpression });

/** Filters of the job log (back-office.md §2: job name, group, status, execution time). */
export const JobLogFilter = z.object({
  jobName: filterText(64),
  jobGroup: filterText(64),
  status: blankAsAbsent(z.enum(['0', '1'], { error: 'field.status' }).optional()),
}).extend(DateRangeQuery.shape);
export type JobLogFilter = z.infer<typeof JobLogFilter>;
export const JobLogQuery = PageQuery.extend(JobLogFilter.shape);
export type JobLogQuery = z.infer<typeof JobLogQuery>;

import { messages, parseInvokeTarget, translate } from '@freight/domain';
import { sysJobLog } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { leaseRun, takeLapsedRuns } from './lease';
import type { Job } from './service';
import { tasks } from './tasks';

/** Job log messages are written in the back office's default language. */
const say = (key: 'job.run.done' | 'job.run.skipped' | 'job.run.failed' | 'job.run.lost', params: Record<string, unknown>) => translate(messages, 'zh_CN', key, params);
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

type Outcome = { status: '0' | '1'; message: string; exception: string | null };

async function invoke(ctx: AppContext, job: Job): Promise<Outcome> {
  const started = Date.now();
  try {
    // Checked when saved; checked again so a row changed behind the screens cannot run anything else.
    const check = parseInvokeTarget(job.invokeTarget);
    if (!check.ok) throw new Error(translate(messages, 'zh_CN', check.error));
    const result = await tasks[check.call.task](ctx, check.call.args);
    return { status: '0', message: `${say('job.run.done', { target: job.invokeTarget, ms: Date.now() - started })}; ${result}`, exception: null };
  } catch (error) {
    const exception = error instanceof Error ? (error.stack ?? error.message) : String(error);
    return { status: '1', message: say('job.run.failed', { target: job.invokeTarget }), exception };
  }
}

/**
 * Runs a job once (a scheduled firing or "run once") under a lease and writes the job log: message, status,
 * error detail and duration. A job that may not overlap is skipped, and the skip logged, while
 * another run of it is under way on any instance.
 */
export async function runJob(ctx: AppContext, job: Job): Promise<void> {
  const started = Date.now();
  const lease = await leaseRun(ctx, job);
  if (!lease) {
    await writeLog(ctx, job, { status: '1', message: say('job.run.skipped', { target: job.invokeTarget }), exception: null }, 0);
    return;
  }
  try {
    const outcome = await invoke(ctx, job);
    await writeLog(ctx, job, outcome, Date.now() - started);
  } finally {
    await lease.release();
  }
}

/** Logs as failed every run whose lease lapsed because its instance died or hung; any live instance sweeps. */
export async function recordLostRuns(ctx: AppContext): Promise<void> {
  for (const run of await takeLapsedRuns(ctx)) {
    const message = say('job.run.lost', { target: run.invokeTarget, instance: run.instance });
    await writeLog(ctx, run, { status: '1', message, exception: null }, Date.now() - run.startedAt);
  }
}

async function writeLog(ctx: AppContext, job: Pick<Job, 'jobId' | 'jobName' | 'jobGroup' | 'invokeTarget'>, outcome: Outcome, durationMs: number): Promise<void> {
  await ctx.db.insert(sysJobLog).values({
    jobId: job.jobId, jobName: job.jobName, jobGroup: job.jobGroup, invokeTarget: job.invokeTarget,
    jobMessage: clip(outcome.message, 500), status: outcome.status, exceptionInfo: outcome.exception && clip(outcome.exception, 4000), durationMs,
  });
}

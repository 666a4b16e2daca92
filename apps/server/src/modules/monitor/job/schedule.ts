import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { Scheduler } from '../../../platform/scheduler/scheduler';
import { heartbeatMs } from './lease';
import { databaseLedger } from './ledger';
import { recordLostRuns, runJob } from './runner';
import { jobMinInterval, jobsVersionKey, runningJobs, type Job } from './service';

/** Instances without the shared store's change signal still see edits within this time. */
const reloadMs = 60_000;

/** The running jobs, reloaded when any instance changed them (the version key) or after a while. */
function jobSource(ctx: AppContext): () => Promise<Job[]> {
  let version: string | null | undefined;
  let jobs: Job[] = [];
  let loadedAt = 0;
  return async () => {
    const current = await ctx.kv.get(jobsVersionKey);
    if (current !== version || Date.now() - loadedAt > reloadMs) {
      jobs = await runningJobs(ctx);
      version = current;
      loadedAt = Date.now();
    }
    return jobs;
  };
}

interface JobSchedulerOptions {
  onError: (error: unknown) => void;
  onRefused: (job: Job, minSeconds: number) => void;
  /** The jobs to fire; the running jobs of the database unless a test hands its own. */
  jobs?: () => Promise<Job[]>;
  clock?: () => Date;
}

/** The scheduler of the jobs: firings claimed in the database, at most as often as jobMinInterval allows, run by runJob. */
export function jobScheduler(ctx: AppContext, { jobs = jobSource(ctx), ...options }: JobSchedulerOptions): Scheduler<Job> {
  return new Scheduler<Job>({
    ...options, ledger: databaseLedger(ctx.db), jobs, minIntervalSeconds: () => jobMinInterval(ctx), fire: (job) => runJob(ctx, job),
  });
}

/**
 * Starts the scheduler and the sweep of lost runs when the app is ready, and stops them (waiting for runs under way)
 * when the app closes. Every instance sweeps, so a run is recorded as failed whichever instance died.
 */
export function registerScheduler(app: FastifyInstance, ctx: AppContext): void {
  const onError = (error: unknown) => app.log.error({ err: error }, 'scheduled job failed');
  const scheduler = jobScheduler(ctx, {
    onError,
    onRefused: (job, min) => app.log.warn({ jobId: job.jobId, cron: job.cronExpression }, `job not fired: its cron fires more often than every ${min} s`),
  });
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    scheduler.start();
    sweep = setInterval(() => void recordLostRuns(ctx).catch(onError), heartbeatMs).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await scheduler.stop();
  });
}

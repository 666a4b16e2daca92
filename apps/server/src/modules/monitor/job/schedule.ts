import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../platform/context';
import { Scheduler } from '../../../platform/scheduler/scheduler';
import { databaseLedger } from './ledger';
import { runJob } from './runner';
import { jobsVersionKey, runningJobs, type Job } from './service';

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

function jobScheduler(ctx: AppContext, onError: (error: unknown) => void): Scheduler<Job> {
  return new Scheduler<Job>({ ledger: databaseLedger(ctx.db), jobs: jobSource(ctx), fire: (job) => runJob(ctx, job), onError });
}

/** Starts the scheduler when the app is ready and stops it (waiting for runs under way) when the app closes. */
export function registerScheduler(app: FastifyInstance, ctx: AppContext): void {
  const scheduler = jobScheduler(ctx, (error) => app.log.error({ err: error }, 'scheduled job failed'));
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());
}

import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { AppContext } from '../../../platform/context';
import type { Job } from './service';

/** A run under way refreshes its lease this often… */
export const heartbeatMs = 5_000;
/** …so a lease lapses within three missed beats of its instance dying or hanging. */
export const leaseSeconds = 15;
/** A run's record outlives its lease so that a sweep finds it; a day bounds what an unswept store keeps. */
const recordSeconds = 86_400;

// Every key lives under job:running:, which the cache monitor's "clear all" keeps.
/** Held by the one run under way of a job that may not overlap (concurrent '1'). */
export const guardKey = (jobId: number) => `job:running:${jobId}`;
const leaseKey = (runId: string) => `job:running:lease:${runId}`;
const recordPrefix = 'job:running:run:';

/** What the job log needs of a run whose instance died, and which instance that was. */
export interface RunRecord extends Pick<Job, 'jobId' | 'jobName' | 'jobGroup' | 'invokeTarget'> {
  startedAt: number;
  instance: string;
}

const thisInstance = `${hostname()}:${process.pid}`;

export interface RunLease {
  /** Ends the run's lease (and its guard, while still its own). */
  release(): Promise<void>;
}

/**
 * Takes the lease of a run and keeps it alive with a heartbeat in the shared store. Null when the job may not
 * overlap and a run of it holds the guard on any instance.
 */
export async function leaseRun(ctx: AppContext, job: Job): Promise<RunLease | null> {
  const runId = randomUUID();
  const exclusive = job.concurrent === '1';
  if (exclusive && !(await ctx.kv.setIfAbsent(guardKey(job.jobId), runId, leaseSeconds))) return null;
  // The lease before the record: a sweep never finds the record of a live run without its lease.
  await ctx.kv.set(leaseKey(runId), thisInstance, leaseSeconds);
  const record: RunRecord = {
    jobId: job.jobId, jobName: job.jobName, jobGroup: job.jobGroup, invokeTarget: job.invokeTarget, startedAt: Date.now(), instance: thisInstance,
  };
  await ctx.kv.set(recordPrefix + runId, JSON.stringify(record), recordSeconds);
  const held = exclusive ? [leaseKey(runId), guardKey(job.jobId)] : [leaseKey(runId)];
  const beat = setInterval(() => {
    // A beat the store missed is made good by the next one; only missing three in a row ends the lease.
    void Promise.all(held.map((key) => ctx.kv.expire(key, leaseSeconds))).catch(() => undefined);
  }, heartbeatMs);
  beat.unref();
  return {
    async release() {
      clearInterval(beat);
      const swept = (await ctx.kv.take(recordPrefix + runId)) === null;
      // Once swept, the guard may already be another run's; if still ours, it lapses with the lease.
      await ctx.kv.del(leaseKey(runId), ...(exclusive && !swept ? [guardKey(job.jobId)] : []));
    },
  };
}

/** The records of runs whose lease lapsed, each handed to exactly one caller, whichever instance asks. */
export async function takeLapsedRuns(ctx: AppContext): Promise<RunRecord[]> {
  const lapsed: RunRecord[] = [];
  for (const key of await ctx.kv.keys(recordPrefix)) {
    if (await ctx.kv.get(leaseKey(key.slice(recordPrefix.length)))) continue;
    const record = await ctx.kv.take(key);
    if (record) lapsed.push(JSON.parse(record) as RunRecord);
  }
  return lapsed;
}

import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import { checkCronFirings, checkedFirings, jobMinIntervalKey, jobMinIntervalSeconds, parseInvokeTarget, type Edited, type JobBody, type JobFilter, type JobQuery } from '@freight/domain';
import { sysJob } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';
import { isValidCron, nextFirings } from '../../../platform/scheduler/cron';
import { configValue } from '../../system/config/values';
import { databaseLedger } from './ledger';

export type Job = typeof sysJob.$inferSelect;

/** Bumped on every change so each instance's scheduler reloads the jobs. */
export const jobsVersionKey = 'job:version';

const matching = (filter: JobFilter): SQL | undefined => and(
  contains(sysJob.jobName, filter.jobName), equals(sysJob.jobGroup, filter.jobGroup), equals(sysJob.status, filter.status),
);

export function listJobs(ctx: AppContext, query: JobQuery): Promise<Page<Job>> {
  const where = matching(query);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(sysJob).where(where).orderBy(asc(sysJob.jobId)).limit(limit).offset(offset),
    () => ctx.db.$count(sysJob, where),
  );
}

export function jobBatches(ctx: AppContext, filter: JobFilter) {
  const where = matching(filter);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(sysJob).where(and(where, gt(sysJob.jobId, after))).orderBy(asc(sysJob.jobId)).limit(limit),
    (job) => job.jobId,
  );
}

/** A job as RuoYi's SysJob writes it: with the next time its cron fires (null for a cron that never fires again). */
export const withNextFiring = (job: Job) => ({ ...job, nextValidTime: nextFirings(job.cronExpression, new Date(), 1)[0] ?? null });

export async function getJob(ctx: AppContext, jobId: number): Promise<Job> {
  const [job] = await ctx.db.select().from(sysJob).where(eq(sysJob.jobId, jobId));
  if (!job) throw new AppError('http.404', {}, 404);
  return job;
}

/** The jobs the scheduler fires: those not paused. */
export function runningJobs(ctx: AppContext): Promise<Job[]> {
  return ctx.db.select().from(sysJob).where(eq(sysJob.status, '0')).orderBy(asc(sysJob.jobId));
}

async function jobsChanged(ctx: AppContext, jobIds: number[]): Promise<void> {
  const ledger = databaseLedger(ctx.db);
  for (const jobId of jobIds) await ledger.forget(jobId);
  await ctx.kv.set(jobsVersionKey, crypto.randomUUID());
}

/**
 * No parameter value lets a job fire more often than this: each firing costs a claim, a lease, a log row and the
 * task's own work, on every instance's shared database.
 */
export const minIntervalFloorSeconds = 10;

/** The shortest gap between two firings of a job: the parameter sys.job.minIntervalSeconds, never below the floor. */
export async function jobMinInterval(ctx: AppContext): Promise<number> {
  return Math.max(minIntervalFloorSeconds, jobMinIntervalSeconds(await configValue(ctx, jobMinIntervalKey)));
}

/**
 * The next firings of a cron a job may run on: refused when croner finds it invalid, when it never fires
 * again, or when two of its next firings come closer than `jobMinInterval` allows.
 */
export async function allowedFirings(ctx: AppContext, expression: string): Promise<Date[]> {
  // The form already checked the cron shape; croner checks the fields' values.
  if (!isValidCron(expression)) throw new AppError('job.cron.invalid');
  const firings = nextFirings(expression, new Date(), checkedFirings);
  const min = await jobMinInterval(ctx);
  const check = checkCronFirings(firings, min);
  if (!check.ok) throw new AppError(check.error, { min });
  return firings;
}

/** The invoke target and its arguments checked against the task registry, whoever calls add, edit or resume. */
function checkTarget(target: string): void {
  const check = parseInvokeTarget(target);
  if (!check.ok) throw new AppError(check.error);
}

const fields = async (ctx: AppContext, body: JobBody) => {
  checkTarget(body.invokeTarget);
  await allowedFirings(ctx, body.cronExpression);
  return {
    jobName: body.jobName, jobGroup: body.jobGroup, invokeTarget: body.invokeTarget.trim(), cronExpression: body.cronExpression.trim(),
    misfirePolicy: body.misfirePolicy, concurrent: body.concurrent, status: body.status, remark: body.remark ?? null,
  };
};

export async function addJob(ctx: AppContext, body: JobBody, by: string): Promise<void> {
  const [job] = await ctx.db.insert(sysJob).values({ ...(await fields(ctx, body)), createBy: by }).returning({ jobId: sysJob.jobId });
  await jobsChanged(ctx, [job!.jobId]);
}

export async function updateJob(ctx: AppContext, body: Edited<JobBody>, by: string): Promise<void> {
  if (!body.jobId) throw new AppError('http.404', {}, 404);
  const current = await getJob(ctx, body.jobId);
  await saveEdit(ctx.db, sysJob, eq(sysJob.jobId, current.jobId), body.version, { ...(await fields(ctx, body)), updateBy: by, updateTime: new Date() });
  await jobsChanged(ctx, [current.jobId]);
}

export async function changeJobStatus(ctx: AppContext, jobId: number, status: string, by: string): Promise<void> {
  const current = await getJob(ctx, jobId);
  // A job saved before the rules (or changed behind the screens) resumes only on an allowed target and cron.
  if (status === '0') {
    checkTarget(current.invokeTarget);
    await allowedFirings(ctx, current.cronExpression);
  }
  await ctx.db.update(sysJob).set({ status, updateBy: by, updateTime: new Date() }).where(eq(sysJob.jobId, current.jobId));
  await jobsChanged(ctx, [current.jobId]);
}

export async function removeJobs(ctx: AppContext, jobIds: number[]): Promise<void> {
  await ctx.db.delete(sysJob).where(inArray(sysJob.jobId, jobIds));
  await jobsChanged(ctx, jobIds);
}

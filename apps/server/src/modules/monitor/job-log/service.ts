import { and, asc, desc, gt, inArray, type SQL } from 'drizzle-orm';
import type { JobLogFilter, JobLogQuery } from '@freight/domain';
import { sysJobLog } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals, withinTimes } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type JobLog = typeof sysJobLog.$inferSelect;

const matching = (f: JobLogFilter, timeZone: string): SQL | undefined => and(
  contains(sysJobLog.jobName, f.jobName), equals(sysJobLog.jobGroup, f.jobGroup), equals(sysJobLog.status, f.status),
  withinTimes(sysJobLog.createTime, f, timeZone),
);

/** A run as RuoYi's SysJobLog writes it: its start and end (it is logged as it ends, after `durationMs`). */
export const withRunTimes = (log: JobLog) => ({ ...log, startTime: new Date(log.createTime.getTime() - (log.durationMs ?? 0)), endTime: log.createTime });

/** Newest first. */
export function listJobLogs(ctx: AppContext, query: JobLogQuery): Promise<Page<JobLog>> {
  const where = matching(query, ctx.config.timeZone);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(sysJobLog).where(where).orderBy(desc(sysJobLog.jobLogId)).limit(limit).offset(offset),
    () => ctx.db.$count(sysJobLog, where),
  );
}

export function jobLogBatches(ctx: AppContext, filter: JobLogFilter) {
  const where = matching(filter, ctx.config.timeZone);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(sysJobLog).where(and(where, gt(sysJobLog.jobLogId, after))).orderBy(asc(sysJobLog.jobLogId)).limit(limit),
    (row) => row.jobLogId,
  );
}

export async function removeJobLogs(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.delete(sysJobLog).where(inArray(sysJobLog.jobLogId, ids));
}

export async function cleanJobLogs(ctx: AppContext): Promise<void> {
  await ctx.db.delete(sysJobLog);
}

import { and, asc, desc, gt, inArray, type SQL } from 'drizzle-orm';
import type { LogininforFilter, LogininforQuery, OperlogFilter, OperlogQuery } from '@freight/domain';
import { sysLogininfor, sysOperLog } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals, withinTimes } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type OperLog = typeof sysOperLog.$inferSelect;
export type LoginLog = typeof sysLogininfor.$inferSelect;

const operMatching = (f: OperlogFilter, timeZone: string): SQL | undefined => and(
  contains(sysOperLog.operIp, f.operIp), contains(sysOperLog.title, f.title), contains(sysOperLog.operName, f.operName),
  equals(sysOperLog.businessType, f.businessType), equals(sysOperLog.status, f.status), withinTimes(sysOperLog.operTime, f, timeZone),
);

/** Newest first. */
export function listOperLogs(ctx: AppContext, query: OperlogQuery): Promise<Page<OperLog>> {
  const where = operMatching(query, ctx.config.timeZone);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(sysOperLog).where(where).orderBy(desc(sysOperLog.operId)).limit(limit).offset(offset),
    () => ctx.db.$count(sysOperLog, where),
  );
}

export function operLogBatches(ctx: AppContext, filter: OperlogFilter) {
  const where = operMatching(filter, ctx.config.timeZone);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(sysOperLog).where(and(where, gt(sysOperLog.operId, after))).orderBy(asc(sysOperLog.operId)).limit(limit),
    (row) => row.operId,
  );
}

export async function removeOperLogs(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.delete(sysOperLog).where(inArray(sysOperLog.operId, ids));
}

export async function cleanOperLogs(ctx: AppContext): Promise<void> {
  await ctx.db.delete(sysOperLog);
}

const loginMatching = (f: LogininforFilter, timeZone: string): SQL | undefined => and(
  contains(sysLogininfor.ipaddr, f.ipaddr), contains(sysLogininfor.userName, f.userName), equals(sysLogininfor.status, f.status),
  withinTimes(sysLogininfor.loginTime, f, timeZone),
);

export function listLoginLogs(ctx: AppContext, query: LogininforQuery): Promise<Page<LoginLog>> {
  const where = loginMatching(query, ctx.config.timeZone);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(sysLogininfor).where(where).orderBy(desc(sysLogininfor.infoId)).limit(limit).offset(offset),
    () => ctx.db.$count(sysLogininfor, where),
  );
}

export function loginLogBatches(ctx: AppContext, filter: LogininforFilter) {
  const where = loginMatching(filter, ctx.config.timeZone);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(sysLogininfor).where(and(where, gt(sysLogininfor.infoId, after))).orderBy(asc(sysLogininfor.infoId)).limit(limit),
    (row) => row.infoId,
  );
}

export async function removeLoginLogs(ctx: AppContext, ids: number[]): Promise<void> {
  await ctx.db.delete(sysLogininfor).where(inArray(sysLogininfor.infoId, ids));
}

export async function cleanLoginLogs(ctx: AppContext): Promise<void> {
  await ctx.db.delete(sysLogininfor);
}


import { and, asc, gt, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { LogininforFilter, LogininforQuery, OperlogFilter, OperlogQuery } from '@freight/domain';
import { sysLogininfor, sysOperLog } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals, withinTimes } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';
import { sortOrder, sortQuery } from './order';

export type OperLog = typeof sysOperLog.$inferSelect;
export type LoginLog = typeof sysLogininfor.$inferSelect;

const operMatching = (f: OperlogFilter, timeZone: string): SQL | undefined => and(
  contains(sysOperLog.operIp, f.operIp), contains(sysOperLog.title, f.title), contains(sysOperLog.operName, f.operName),
  equals(sysOperLog.businessType, f.businessType), equals(sysOperLog.status, f.status), withinTimes(sysOperLog.operTime, f, timeZone),
);

/**
 * An entry as RuoYi's SysOperLog writes it: `status` an Integer (its detail view compares `status === 0`), by a
 * back-office user (`operatorType` 1, MANAGE), no place for the address (no IP lookup here).
 */
export const asSysOperLog = (log: OperLog) => ({ ...log, status: Number(log.status), operatorType: 1, operLocation: '' });

/** The operation log screen's sortable columns. */
export const OperlogSort = sortQuery(['operName', 'operTime', 'costTime']);
const operSortColumns = { operName: sysOperLog.operName, operTime: sysOperLog.operTime, costTime: sysOperLog.costTime };

/** Newest first, or by the column the screen sorts. */
export function listOperLogs(ctx: AppContext, query: OperlogQuery & z.infer<typeof OperlogSort>): Promise<Page<OperLog>> {
  const where = operMatching(query, ctx.config.timeZone);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(sysOperLog).where(where).orderBy(...sortOrder(operSortColumns, sysOperLog.operId, query)).limit(limit).offset(offset),
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

/** The login log screen's sortable columns. */
export const LogininforSort = sortQuery(['userName', 'loginTime']);
const loginSortColumns = { userName: sysLogininfor.userName, loginTime: sysLogininfor.loginTime };

/** Newest first, or by the column the screen sorts. */
export function listLoginLogs(ctx: AppContext, query: LogininforQuery & z.infer<typeof LogininforSort>): Promise<Page<LoginLog>> {
  const where = loginMatching(query, ctx.config.timeZone);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(sysLogininfor).where(where).orderBy(...sortOrder(loginSortColumns, sysLogininfor.infoId, query)).limit(limit).offset(offset),
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


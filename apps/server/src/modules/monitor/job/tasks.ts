import { and, eq, lt, sql } from 'drizzle-orm';
import { zonedText, type JobTaskName, type TaskArgument } from '@freight/domain';
import { railFclRate, railLclRate, seaRate, sysJobLog, sysLogininfor, sysOperLog } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { clearDictCache } from '../../../platform/dictionary';
import { clearConfigCache } from '../../system/config/values';
import { expireQuotes } from '../../freight/quotes/expiry';

/** A registered task: does its work and answers a line for the job log. */
type Task = (ctx: AppContext, args: TaskArgument[]) => Promise<string>;

/** Rates whose validity ended yesterday or earlier are switched off (status '1'), so nobody is quoted them. */
async function expireRates(ctx: AppContext): Promise<string> {
  const counts: string[] = [];
  for (const [name, table] of [['rail_lcl_rate', railLclRate], ['rail_fcl_rate', railFclRate], ['sea_rate', seaRate]] as const) {
    const expired = await ctx.db.update(table).set({ status: '1', updateBy: 'job', updateTime: new Date() })
      .where(and(eq(table.status, '0'), lt(table.expireddate, sql`current_date`))).returning({ status: table.status });
    counts.push(`${name}=${expired.length}`);
  }
  return `expired ${counts.join(', ')}`;
}

/** Deletes operation, login and job log entries older than `days` days. */
async function purgeLogs(ctx: AppContext, days: number): Promise<string> {
  if (!Number.isInteger(days) || days < 1) throw new Error(`days must be a whole number of at least 1, got ${days}`);
  const before = new Date(Date.now() - days * 24 * 3600 * 1000);
  const oper = await ctx.db.delete(sysOperLog).where(lt(sysOperLog.operTime, before)).returning({ id: sysOperLog.operId });
  const login = await ctx.db.delete(sysLogininfor).where(lt(sysLogininfor.loginTime, before)).returning({ id: sysLogininfor.infoId });
  const job = await ctx.db.delete(sysJobLog).where(lt(sysJobLog.createTime, before)).returning({ id: sysJobLog.jobLogId });
  return `purged before ${zonedText(before, ctx.config.timeZone)}: operlog=${oper.length}, logininfor=${login.length}, joblog=${job.length}`;
}

async function refreshCaches(ctx: AppContext): Promise<string> {
  await clearDictCache(ctx);
  await clearConfigCache(ctx);
  return 'dictionary and parameter caches cleared';
}

/** The registered tasks (the domain's `jobTasks` lists their names and argument kinds). */
export const tasks: Record<JobTaskName, Task> = {
  'ryTask.ryNoParams': async () => 'ryNoParams: no parameters',
  'ryTask.ryParams': async (_ctx, [text]) => `ryParams: ${String(text)}`,
  'ryTask.ryMultipleParams': async (_ctx, args) => `ryMultipleParams: ${args.map(String).join(', ')}`,
  'freight.expireRates': expireRates,
  'freight.expireQuotes': (ctx) => expireQuotes(ctx),
  'logs.purge': (ctx, [days]) => purgeLogs(ctx, Number(days)),
  'cache.refresh': refreshCaches,
};

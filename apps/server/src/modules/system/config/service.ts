import { and, asc, eq, gt, inArray, ne, type SQL } from 'drizzle-orm';
import type { ConfigBody, ConfigFilter, ConfigQuery, Edited } from '@freight/domain';
import { sysConfig } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { saveUnique } from '../../../platform/uniqueNames';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals, withinTimes } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';
import { clearConfigCache } from './values';

export type Config = typeof sysConfig.$inferSelect;

const matching = (filter: ConfigFilter, timeZone: string): SQL | undefined => and(
  contains(sysConfig.configName, filter.configName), contains(sysConfig.configKey, filter.configKey),
  equals(sysConfig.configType, filter.configType), withinTimes(sysConfig.createTime, filter, timeZone),
);

export function listConfigs(ctx: AppContext, query: ConfigQuery): Promise<Page<Config>> {
  const where = matching(query, ctx.config.timeZone);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(sysConfig).where(where).orderBy(asc(sysConfig.configId)).limit(limit).offset(offset),
    () => ctx.db.$count(sysConfig, where),
  );
}

export function configBatches(ctx: AppContext, filter: ConfigFilter) {
  const where = matching(filter, ctx.config.timeZone);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(sysConfig).where(and(where, gt(sysConfig.configId, after))).orderBy(asc(sysConfig.configId)).limit(limit),
    (config) => config.configId,
  );
}

export async function getConfig(ctx: AppContext, configId: number): Promise<Config> {
  const [config] = await ctx.db.select().from(sysConfig).where(eq(sysConfig.configId, configId));
  if (!config) throw new AppError('http.404', {}, 404);
  return config;
}

async function checkKey(ctx: AppContext, body: ConfigBody, action: 'add' | 'edit') {
  const [clash] = await ctx.db.select({ configId: sysConfig.configId }).from(sysConfig)
    .where(and(eq(sysConfig.configKey, body.configKey), body.configId ? ne(sysConfig.configId, body.configId) : undefined)).limit(1);
  if (clash) throw new AppError(`config.${action}.keyExists`, { name: body.configName });
}

const fields = (body: ConfigBody) => ({
  configName: body.configName, configKey: body.configKey, configValue: body.configValue, configType: body.configType, remark: body.remark ?? null,
});

export async function addConfig(ctx: AppContext, body: ConfigBody, by: string): Promise<void> {
  await saveUnique(() => checkKey(ctx, body, 'add'), () => ctx.db.insert(sysConfig).values({ ...fields(body), createBy: by }));
  await clearConfigCache(ctx, body.configKey);
}

export async function updateConfig(ctx: AppContext, body: Edited<ConfigBody>, by: string): Promise<void> {
  if (!body.configId) throw new AppError('http.404', {}, 404);
  const current = await getConfig(ctx, body.configId);
  await saveUnique(() => checkKey(ctx, body, 'edit'),
    () => saveEdit(ctx.db, sysConfig, eq(sysConfig.configId, current.configId), body.version, { ...fields(body), updateBy: by, updateTime: new Date() }));
  await clearConfigCache(ctx, current.configKey);
  await clearConfigCache(ctx, body.configKey);
}

/** Deletes parameters added by staff; a built-in one ('Y') refuses the deletion and is named. */
export async function removeConfigs(ctx: AppContext, configIds: number[]): Promise<void> {
  const configs = await ctx.db.select().from(sysConfig).where(inArray(sysConfig.configId, configIds)).orderBy(asc(sysConfig.configId));
  const builtIn = configs.find((c) => c.configType === 'Y');
  if (builtIn) throw new AppError('config.delete.builtIn', { key: builtIn.configKey });
  await ctx.db.delete(sysConfig).where(inArray(sysConfig.configId, configIds));
  for (const config of configs) await clearConfigCache(ctx, config.configKey);
}

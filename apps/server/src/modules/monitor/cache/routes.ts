import { z } from 'zod';
import { actorOf } from '../../../platform/commands/actor';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, okData } from '../../../platform/reply';
import { cacheCommands } from './commands';
import { cacheOverview } from './overview';
import { cacheKeys, cacheNames, cacheValue } from './service';

const title = '缓存监控';
const access = { permission: 'monitor:cache:list' };
/** A cache's name, with RuoYi's colon (`sys_config:`) or without. */
const cacheName = z.string().regex(/^[\w.-]{1,64}:?$/);
const cacheKey = z.string().min(1).max(500);
const clearLog = { title, businessType: BusinessType.clean };

/**
 * The cache monitor: the shared store's caches by prefix, their keys and values; clear by name, by key or all.
 * RuoYi's routes carry a key in the path; ours in the query as well, for keys longer than a path segment may be.
 */
export const cacheMonitorRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/monitor/cache', { config: { access } }, async (req) => okData(req, await cacheOverview(ctx)));

  app.get('/monitor/cache/getNames', { config: { access } }, async (req) => okData(req, await cacheNames(ctx, (key) => req.t(key))));

  app.get('/monitor/cache/getKeys/:cacheName', { config: { access }, schema: { params: z.object({ cacheName }) } }, async (req) => {
    const { keys, details } = await cacheKeys(ctx, req.params.cacheName);
    return ok(req, { data: keys, details });
  });

  app.get('/monitor/cache/getValue/:cacheName/:cacheKey', { config: { access }, schema: { params: z.object({ cacheName, cacheKey }) } },
    async (req) => okData(req, await cacheValue(ctx, req.params.cacheKey, req.t('cache.value.hidden'), 'empty')));

  app.get('/monitor/cache/getValue', { config: { access }, schema: { querystring: z.object({ cacheKey }) } },
    async (req) => okData(req, await cacheValue(ctx, req.query.cacheKey, req.t('cache.value.hidden'))));

  app.delete('/monitor/cache/clearCacheName/:cacheName', {
    config: { access, command: 'monitor:cache:clearCacheName', log: clearLog }, schema: { params: z.object({ cacheName }) },
  }, async (req) => {
    await cacheCommands.clearName(ctx, actorOf(req), req.params.cacheName);
    return ok(req);
  });

  app.delete('/monitor/cache/clearCacheKey/:cacheKey', {
    config: { access, command: 'monitor:cache:clearCacheKey', log: clearLog }, schema: { params: z.object({ cacheKey }) },
  }, async (req) => {
    await cacheCommands.clearKey(ctx, actorOf(req), req.params.cacheKey);
    return ok(req);
  });

  app.delete('/monitor/cache/clearCacheKey', {
    config: { access, command: 'monitor:cache:clearCacheKey', log: clearLog }, schema: { querystring: z.object({ cacheKey }) },
  }, async (req) => {
    await cacheCommands.clearKey(ctx, actorOf(req), req.query.cacheKey);
    return ok(req);
  });

  app.delete('/monitor/cache/clearCacheAll', { config: { access, command: 'monitor:cache:clearCacheAll', log: clearLog } }, async (req) => {
    await cacheCommands.clearAll(ctx, actorOf(req));
    return ok(req);
  });
};

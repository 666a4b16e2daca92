import { z } from 'zod';
import { actorOf } from '../../../platform/commands/actor';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, okData } from '../../../platform/reply';
import { cacheCommands } from './commands';
import { cacheKeys, cacheOverview, cacheValue } from './service';

const title = '缓存监控';
const access = { permission: 'monitor:cache:list' };
const cacheName = z.string().regex(/^[\w.-]{1,64}$/);
const cacheKey = z.string().min(1).max(500);

/** The cache monitor: the shared store's caches by prefix, their keys and sizes; clear by name, by key or all. */
export const cacheMonitorRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/monitor/cache', { config: { access } }, async (req) => okData(req, await cacheOverview(ctx)));

  app.get('/monitor/cache/getKeys/:cacheName', { config: { access }, schema: { params: z.object({ cacheName }) } },
    async (req) => okData(req, await cacheKeys(ctx, req.params.cacheName)));

  app.get('/monitor/cache/getValue', { config: { access }, schema: { querystring: z.object({ cacheKey }) } },
    async (req) => okData(req, await cacheValue(ctx, req.query.cacheKey)));

  app.delete('/monitor/cache/clearCacheName/:cacheName', {
    config: { access, command: 'monitor:cache:clearCacheName', log: { title, businessType: BusinessType.clean } }, schema: { params: z.object({ cacheName }) },
  }, async (req) => {
    await cacheCommands.clearName(ctx, actorOf(req), req.params.cacheName);
    return ok(req);
  });

  app.delete('/monitor/cache/clearCacheKey', {
    config: { access, command: 'monitor:cache:clearCacheKey', log: { title, businessType: BusinessType.clean } }, schema: { querystring: z.object({ cacheKey }) },
  }, async (req) => {
    await cacheCommands.clearKey(ctx, actorOf(req), req.query.cacheKey);
    return ok(req);
  });

  app.delete('/monitor/cache/clearCacheAll', { config: { access, command: 'monitor:cache:clearCacheAll', log: { title, businessType: BusinessType.clean } } }, async (req) => {
    await cacheCommands.clearAll(ctx, actorOf(req));
    return ok(req);
  });
};

import { z } from 'zod';
import { ConfigBody, ConfigFilter, ConfigQuery, edited, IdList, IdParam } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import { sendWorkbook } from '../../../platform/excel/workbook';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, okData, pageTable } from '../../../platform/reply';
import { configWorkbook } from './export';
import { configCommands } from './commands';
import { getConfig, listConfigs } from './service';
import { configValue } from './values';

const title = '参数管理';

/** Parameters: list, export, read by id or key, add, edit, delete, refresh the cache (back-office.md §7). */
export const configRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/system/config/list', { config: { access: { permission: 'system:config:list' } }, schema: { querystring: ConfigQuery } },
    async (req) => pageTable(req, await listConfigs(ctx, req.query)));

  app.post('/system/config/export', {
    config: { access: { permission: 'system:config:export' }, writes: 'reads', log: { title, businessType: BusinessType.export } },
    schema: { body: ConfigFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, await configWorkbook(ctx, req.body, req.language)));

  // Screens read parameters by key (any signed-in person), through the shared cache. RuoYi answers the value as the
  // message (`success(String)`), which RuoYi-Vue3 reads; `data` carries it too, for callers that read the data.
  app.get('/system/config/configKey/:configKey', { schema: { params: z.object({ configKey: z.string().min(1).max(100) }) } },
    async (req) => {
      const value = (await configValue(ctx, req.params.configKey)) ?? '';
      return { code: 200, msg: value, data: value };
    });

  app.delete('/system/config/refreshCache', {
    config: { access: { permission: 'system:config:remove' }, command: 'system:config:refreshCache', log: { title, businessType: BusinessType.clean } },
  }, async (req) => {
    await configCommands.refreshCache(ctx, actorOf(req));
    return ok(req);
  });

  app.get('/system/config/:configId', { config: { access: { permission: 'system:config:query' } }, schema: { params: z.object({ configId: IdParam }) } },
    async (req) => okData(req, await getConfig(ctx, req.params.configId)));

  app.post('/system/config', { config: { access: { permission: 'system:config:add' }, command: 'system:config:add', log: { title, businessType: BusinessType.add } }, schema: { body: ConfigBody } },
    async (req) => {
      await configCommands.add(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.put('/system/config', { config: { access: { permission: 'system:config:edit' }, command: 'system:config:edit', log: { title, businessType: BusinessType.edit } }, schema: { body: edited(ConfigBody) } },
    async (req) => {
      await configCommands.edit(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.delete('/system/config/:configIds', {
    config: { access: { permission: 'system:config:remove' }, command: 'system:config:remove', log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ configIds: IdList }) },
  }, async (req) => {
    await configCommands.remove(ctx, actorOf(req), req.params.configIds);
    return ok(req);
  });
};

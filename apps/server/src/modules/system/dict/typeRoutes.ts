import { z } from 'zod';
import { DictTypeBody, DictTypeFilter, DictTypeQuery, edited, IdList, IdParam } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import { sendWorkbook } from '../../../platform/excel/workbook';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, okData, pageTable } from '../../../platform/reply';
import { dictTypeWorkbook } from './export';
import { dictTypeCommands } from './commands';
import { dictTypeOptions, getDictType, listDictTypes } from './typeService';

const title = '字典类型';

/** Dictionary types: list, export, options, read, add, edit, delete, refresh the cache (back-office.md §7). */
export const dictTypeRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/system/dict/type/list', { config: { access: { permission: 'system:dict:list' } }, schema: { querystring: DictTypeQuery } },
    async (req) => pageTable(req, await listDictTypes(ctx, req.query)));

  app.post('/system/dict/type/export', {
    config: { access: { permission: 'system:dict:export' }, writes: 'reads', log: { title, businessType: BusinessType.export } },
    schema: { body: DictTypeFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, await dictTypeWorkbook(ctx, req.body, req.language)));

  // Any signed-in person may pick a dictionary type (the data page, the code generator).
  app.get('/system/dict/type/optionselect', async (req) => okData(req, await dictTypeOptions(ctx)));

  app.delete('/system/dict/type/refreshCache', {
    config: { access: { permission: 'system:dict:remove' }, command: 'system:dict:refreshCache', log: { title, businessType: BusinessType.clean } },
  }, async (req) => {
    await dictTypeCommands.refreshCache(ctx, actorOf(req));
    return ok(req);
  });

  app.get('/system/dict/type/:dictId', { config: { access: { permission: 'system:dict:query' } }, schema: { params: z.object({ dictId: IdParam }) } },
    async (req) => okData(req, await getDictType(ctx, req.params.dictId)));

  app.post('/system/dict/type', { config: { access: { permission: 'system:dict:add' }, command: 'system:dict:type:add', log: { title, businessType: BusinessType.add } }, schema: { body: DictTypeBody } },
    async (req) => {
      await dictTypeCommands.add(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.put('/system/dict/type', { config: { access: { permission: 'system:dict:edit' }, command: 'system:dict:type:edit', log: { title, businessType: BusinessType.edit } }, schema: { body: edited(DictTypeBody) } },
    async (req) => {
      await dictTypeCommands.edit(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.delete('/system/dict/type/:dictIds', {
    config: { access: { permission: 'system:dict:remove' }, command: 'system:dict:type:remove', log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ dictIds: IdList }) },
  }, async (req) => {
    await dictTypeCommands.remove(ctx, actorOf(req), req.params.dictIds);
    return ok(req);
  });
};

import { z } from 'zod';
import { DictDataBody, DictDataFilter, DictDataQuery, edited, IdList, IdParam } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import { dictEntries } from '../../../platform/dictionary';
import { sendWorkbook } from '../../../platform/excel/workbook';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, okData, pageTable } from '../../../platform/reply';
import { dictDataCommands } from './commands';
import { getDictData, listDictData } from './dataService';
import { dictDataWorkbook } from './export';

const title = '字典数据';

/** Dictionary entries: list, export, by type (cached, in the caller's language), read, add, edit, delete. */
export const dictDataRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/system/dict/data/list', { config: { access: { permission: 'system:dict:list' } }, schema: { querystring: DictDataQuery } },
    async (req) => pageTable(req, await listDictData(ctx, req.query)));

  app.post('/system/dict/data/export', {
    config: { access: { permission: 'system:dict:export' }, writes: 'reads', log: { title, businessType: BusinessType.export } },
    schema: { body: DictDataFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, await dictDataWorkbook(ctx, req.body, req.language)));

  // Every screen shows dictionary labels, so any signed-in person may read them.
  app.get('/system/dict/data/type/:dictType', { schema: { params: z.object({ dictType: z.string().min(1).max(100) }) } },
    async (req) => okData(req, await dictEntries(ctx, req.params.dictType, req.language)));

  app.get('/system/dict/data/:dictCode', { config: { access: { permission: 'system:dict:query' } }, schema: { params: z.object({ dictCode: IdParam }) } },
    async (req) => okData(req, await getDictData(ctx, req.params.dictCode)));

  app.post('/system/dict/data', { config: { access: { permission: 'system:dict:add' }, command: 'system:dict:data:add', log: { title, businessType: BusinessType.add } }, schema: { body: DictDataBody } },
    async (req) => {
      await dictDataCommands.add(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.put('/system/dict/data', { config: { access: { permission: 'system:dict:edit' }, command: 'system:dict:data:edit', log: { title, businessType: BusinessType.edit } }, schema: { body: edited(DictDataBody) } },
    async (req) => {
      await dictDataCommands.edit(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.delete('/system/dict/data/:dictCodes', {
    config: { access: { permission: 'system:dict:remove' }, command: 'system:dict:data:remove', log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ dictCodes: IdList }) },
  }, async (req) => {
    await dictDataCommands.remove(ctx, actorOf(req), req.params.dictCodes);
    return ok(req);
  });
};

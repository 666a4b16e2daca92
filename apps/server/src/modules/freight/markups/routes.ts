import { z } from 'zod';
import { edited, IdList, IdParam, MarkupBody, MarkupFilter, MarkupPreviewQuery, MarkupQuery } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import { notFound } from '../../../platform/errors';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { registerImportRoutes } from '../../../platform/excel/importRoutes';
import { sendWorkbook } from '../../../platform/excel/workbook';
import { ok, okData, pageTable } from '../../../platform/reply';
import { markupWorkbook } from './export';
import { markupCommands } from './commands';
import { markupHistory } from './history';
import { markupImport } from './import';
import { previewMarkups } from './preview';
import { customerChoices, getMarkup, listMarkups } from './service';

const title = '加价规则';

/** Markup rules: list, export, import, read, add, edit, delete, the preview of a customer's lane and each rule's history. */
export const freightMarkupRoutes: RouteModule = (ctx) => async (app) => {
  await registerImportRoutes(app, { base: '/freight/markup', permission: 'freight:markup:import', title, spec: () => markupImport(ctx) });

  app.get('/freight/markup/list', { config: { access: { permission: 'freight:markup:list' } }, schema: { querystring: MarkupQuery } },
    async (req) => pageTable(req, await listMarkups(ctx, req.query)));

  app.post('/freight/markup/export', {
    config: { access: { permission: 'freight:markup:export' }, log: { title, businessType: BusinessType.export }, writes: 'reads' },
    schema: { body: MarkupFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, await markupWorkbook(ctx, req.body, req.language)));

  app.get('/freight/markup/customers', { config: { access: { permission: 'freight:markup:list' } } },
    async (req) => okData(req, await customerChoices(ctx)));

  app.get('/freight/markup/preview', { config: { access: { permission: 'freight:markup:query' } }, schema: { querystring: MarkupPreviewQuery } },
    async (req) => okData(req, await previewMarkups(ctx, req.query)));

  app.get('/freight/markup/:markupId/history', { config: { access: { permission: 'freight:markup:query' } }, schema: { params: z.object({ markupId: IdParam }) } },
    async (req) => okData(req, await markupHistory(ctx, req.params.markupId)));

  app.get('/freight/markup/:markupId', { config: { access: { permission: 'freight:markup:query' } }, schema: { params: z.object({ markupId: IdParam }) } },
    async (req) => okData(req, await getMarkup(ctx, req.params.markupId)));

  app.post('/freight/markup', {
    config: { access: { permission: 'freight:markup:add' }, log: { title, businessType: BusinessType.add }, command: 'freight:markup:add' },
    schema: { body: MarkupBody },
  }, async (req) => ok(req, { data: { markupId: await markupCommands.add(ctx, actorOf(req), req.body) } }));

  app.put('/freight/markup', {
    config: { access: { permission: 'freight:markup:edit' }, log: { title, businessType: BusinessType.edit }, command: 'freight:markup:edit' },
    schema: { body: edited(MarkupBody) },
  }, async (req) => {
    if (!req.body.markupId) throw notFound();
    await markupCommands.edit(ctx, actorOf(req), req.body.markupId, req.body.version, req.body);
    return ok(req);
  });

  app.delete('/freight/markup/:markupIds', {
    config: { access: { permission: 'freight:markup:remove' }, log: { title, businessType: BusinessType.remove }, command: 'freight:markup:remove' },
    schema: { params: z.object({ markupIds: IdList }) },
  }, async (req) => {
    await markupCommands.remove(ctx, actorOf(req), req.params.markupIds);
    return ok(req);
  });
};

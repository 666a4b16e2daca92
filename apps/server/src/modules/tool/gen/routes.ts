import { z } from 'zod';
import { GenCreateTableBody, GenImportBody, GenTableBody, GenTableQuery, IdList, IdParam } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, okData, pageTable } from '../../../platform/reply';
import { listCatalogueTables } from './catalogue';
import { genCommands } from './commands';
import { previewGenTable, zipGenTables } from './generate';
import { allGenTables, getGenTable, listGenTables } from './service';

const title = '代码生成';
const tableIdParams = z.object({ tableId: IdParam });

/** The code generator (back-office.md §2, §7): imported tables, the database catalogue, edit, preview, zip, write, sync, delete. */
export const genRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/tool/gen/list', { config: { access: { permission: 'tool:gen:list' } }, schema: { querystring: GenTableQuery } },
    async (req) => pageTable(req, await listGenTables(ctx, req.query)));

  app.get('/tool/gen/db/list', { config: { access: { permission: 'tool:gen:list' } }, schema: { querystring: GenTableQuery } },
    async (req) => pageTable(req, await listCatalogueTables(ctx.db, req.query)));

  app.get('/tool/gen/:tableId', { config: { access: { permission: 'tool:gen:query' } }, schema: { params: tableIdParams } }, async (req) => {
    const info = await getGenTable(ctx, req.params.tableId);
    return okData(req, { info, rows: info.columns, tables: await allGenTables(ctx) });
  });

  app.put('/tool/gen', { config: { access: { permission: 'tool:gen:edit' }, command: 'tool:gen:edit', log: { title, businessType: BusinessType.edit } }, schema: { body: GenTableBody } },
    async (req) => {
      await genCommands.edit(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.post('/tool/gen/importTable', {
    config: { access: { permission: 'tool:gen:import' }, command: 'tool:gen:import', log: { title, businessType: BusinessType.import } }, schema: { body: GenImportBody },
  }, async (req) => {
    await genCommands.import(ctx, actorOf(req), req.body.tables.split(','));
    return ok(req);
  });

  /** Creates tables: only administrators, and only DDL the generator writes from the parsed model of plain columns. */
  app.post('/tool/gen/createTable', {
    config: { access: { role: 'admin' }, command: 'tool:gen:createTable', log: { title, businessType: BusinessType.other } }, schema: { body: GenCreateTableBody },
  }, async (req) => {
    await genCommands.createTable(ctx, actorOf(req), req.body.sql);
    return ok(req);
  });

  app.get('/tool/gen/preview/:tableId', { config: { access: { permission: 'tool:gen:preview' } }, schema: { params: tableIdParams } },
    async (req) => okData(req, await previewGenTable(ctx, req.params.tableId)));

  /** GET for a link, POST for the screens' download helper (which writes nothing). */
  app.route({
    method: ['GET', 'POST'], url: '/tool/gen/download/:tableIds',
    config: { access: { permission: 'tool:gen:code' }, writes: 'reads', log: { title, businessType: BusinessType.generate } }, schema: { params: z.object({ tableIds: IdList }) },
    handler: async (req, reply) => reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="freight-generated.zip"')
      .send(await zipGenTables(ctx, req.params.tableIds)),
  });

  app.get('/tool/gen/genCode/:tableId', {
    config: { access: { permission: 'tool:gen:code' }, command: 'tool:gen:genCode', log: { title, businessType: BusinessType.generate } }, schema: { params: tableIdParams },
  }, async (req) => {
    await genCommands.genCode(ctx, actorOf(req), req.params.tableId);
    return ok(req);
  });

  app.get('/tool/gen/synchDb/:tableId', {
    config: { access: { permission: 'tool:gen:edit' }, command: 'tool:gen:synchDb', log: { title, businessType: BusinessType.edit } }, schema: { params: tableIdParams },
  }, async (req) => {
    await genCommands.synchDb(ctx, actorOf(req), req.params.tableId);
    return ok(req);
  });

  app.delete('/tool/gen/:tableIds', {
    config: { access: { permission: 'tool:gen:remove' }, command: 'tool:gen:remove', log: { title, businessType: BusinessType.remove } }, schema: { params: z.object({ tableIds: IdList }) },
  }, async (req) => {
    await genCommands.remove(ctx, actorOf(req), req.params.tableIds);
    return ok(req);
  });
};

import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GenCreateTableBody, GenImportBody, GenTableBody, GenTableQuery, IdList, IdParam } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, okData, pageTable } from '../../../platform/reply';
import { listCatalogueTables } from './catalogue';
import { genCommands } from './commands';
import { previewGenTable, zipGenTables } from './generate';
import { allGenTables, genTableIdOf, getGenTable, listGenTables } from './service';

const title = '代码生成';
const tableIdParams = z.object({ tableId: IdParam });
/** A table by its id (our screen) or its name (RuoYi-Vue3 generates and synchronises by the row's table name). */
const tableParams = z.object({ table: z.union([IdParam, z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,62}$/)]) });

/**
 * RuoYi-Vue3 sends an import or a table creation as query parameters (`?tables=a,b&tplWebType=...`), our screen as a
 * body: a request without a body is read from its query, so both forms meet the same schema, command and checks.
 */
const queryAsBody = async (req: FastifyRequest) => {
  req.body ??= req.query;
};

const sendZip = async (reply: FastifyReply, zip: Promise<Buffer>) => reply
  .header('content-type', 'application/zip')
  .header('content-disposition', 'attachment; filename="freight-generated.zip"')
  .send(await zip);

/** The code generator (back-office.md §2, §7): imported tables, the database catalogue, edit, preview, zip, write, sync, delete. */
export const genRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/tool/gen/list', { config: { access: { permission: 'tool:gen:list' } }, schema: { querystring: GenTableQuery } },
    async (req) => pageTable(req, await listGenTables(ctx, req.query)));

  app.get('/tool/gen/db/list', { config: { access: { permission: 'tool:gen:list' } }, schema: { querystring: GenTableQuery } },
    async (req) => pageTable(req, await listCatalogueTables(ctx.db, req.query)));

  app.get('/tool/gen/:tableId', { config: { access: { permission: 'tool:gen:query' } }, schema: { params: tableIdParams } }, async (req) => {
    const info = await getGenTable(ctx, req.params.tableId);
    // RuoYi's GenTable carries the tree options and parent menu as its own fields; its edit page sends them back as `params`.
    return okData(req, { info: { ...info, ...info.params }, rows: info.columns, tables: await allGenTables(ctx) });
  });

  app.put('/tool/gen', { config: { access: { permission: 'tool:gen:edit' }, command: 'tool:gen:edit', log: { title, businessType: BusinessType.edit } }, schema: { body: GenTableBody } },
    async (req) => {
      await genCommands.edit(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.post('/tool/gen/importTable', {
    config: { access: { permission: 'tool:gen:import' }, command: 'tool:gen:import', log: { title, businessType: BusinessType.import } }, schema: { body: GenImportBody },
    preValidation: queryAsBody,
  }, async (req) => {
    await genCommands.import(ctx, actorOf(req), req.body.tables.split(','));
    return ok(req);
  });

  /** Creates tables: only administrators, and only DDL the generator writes from the parsed model of plain columns. */
  app.post('/tool/gen/createTable', {
    config: { access: { role: 'admin' }, command: 'tool:gen:createTable', log: { title, businessType: BusinessType.other } }, schema: { body: GenCreateTableBody },
    preValidation: queryAsBody,
  }, async (req) => {
    await genCommands.createTable(ctx, actorOf(req), req.body.sql);
    return ok(req);
  });

  app.get('/tool/gen/preview/:tableId', { config: { access: { permission: 'tool:gen:preview' } }, schema: { params: tableIdParams } },
    async (req) => ok(req, await previewGenTable(ctx, req.params.tableId)));

  /** GET for a link, POST for the screens' download helper (which writes nothing). */
  app.route({
    method: ['GET', 'POST'], url: '/tool/gen/download/:tableIds',
    config: { access: { permission: 'tool:gen:code' }, writes: 'reads', log: { title, businessType: BusinessType.generate } }, schema: { params: z.object({ tableIds: IdList }) },
    handler: async (req, reply) => sendZip(reply, zipGenTables(ctx, req.params.tableIds)),
  });

  /** RuoYi-Vue3's zip download (`$download.zip`): the tables by name. */
  app.get('/tool/gen/batchGenCode', {
    config: { access: { permission: 'tool:gen:code' }, writes: 'reads', log: { title, businessType: BusinessType.generate } }, schema: { querystring: GenImportBody },
  }, async (req, reply) => {
    const tableIds = [];
    for (const name of req.query.tables.split(',')) tableIds.push(await genTableIdOf(ctx, name));
    return sendZip(reply, zipGenTables(ctx, tableIds));
  });

  app.get('/tool/gen/genCode/:table', {
    config: { access: { permission: 'tool:gen:code' }, command: 'tool:gen:genCode', log: { title, businessType: BusinessType.generate } }, schema: { params: tableParams },
  }, async (req) => {
    await genCommands.genCode(ctx, actorOf(req), await genTableIdOf(ctx, req.params.table));
    return ok(req);
  });

  app.get('/tool/gen/synchDb/:table', {
    config: { access: { permission: 'tool:gen:edit' }, command: 'tool:gen:synchDb', log: { title, businessType: BusinessType.edit } }, schema: { params: tableParams },
  }, async (req) => {
    await genCommands.synchDb(ctx, actorOf(req), await genTableIdOf(ctx, req.params.table));
    return ok(req);
  });

  app.delete('/tool/gen/:tableIds', {
    config: { access: { permission: 'tool:gen:remove' }, command: 'tool:gen:remove', log: { title, businessType: BusinessType.remove } }, schema: { params: z.object({ tableIds: IdList }) },
  }, async (req) => {
    await genCommands.remove(ctx, actorOf(req), req.params.tableIds);
    return ok(req);
  });
};

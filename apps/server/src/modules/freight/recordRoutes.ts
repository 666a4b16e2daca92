import { z } from 'zod';
import { edited, IdList, IdParam, type Edited, type Language } from '@freight/domain';
import { actorOf } from '../../platform/commands/actor';
import type { RecordCommands } from '../../platform/commands/recordCommands';
import type { AppContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { registerImportRoutes } from '../../platform/excel/importRoutes';
import type { ImportSpec } from '../../platform/excel/import';
import { sendWorkbook, type WorkbookSpec } from '../../platform/excel/workbook';
import type { Page } from '../../platform/list/page';
import type { RouteModule } from '../../platform/module';
import { BusinessType } from '../../platform/operationLog';
import { ok, okData, pageTable } from '../../platform/reply';

/** A freight record kept on a back-office screen, and the service functions that read and write it. */
export interface RecordResource<Query, Filter, Shape extends z.ZodRawShape, Row, Imported> {
  /** `/freight/<name>` is its path and `freight:<name>:<action>` each permission. */
  name: string;
  /** Operation-log title (the screen's name). */
  title: string;
  /** Name of its key in the paths: `:<id>` to read one, `:<id>s` to delete several. */
  id: string;
  query: z.ZodType<Query>;
  filter: z.ZodType<Filter>;
  body: z.ZodObject<Shape>;
  list: (ctx: AppContext, query: Query) => Promise<Page<unknown>>;
  workbook: (ctx: AppContext, filter: Filter, language: Language) => Promise<WorkbookSpec<Row>>;
  importSpec: (ctx: AppContext) => ImportSpec<Imported>;
  get: (ctx: AppContext, id: number) => Promise<unknown>;
  /** The one door of every write: the dialog's add, edit and delete here, and the import's rows. */
  commands: RecordCommands<Imported, z.output<z.ZodObject<Shape>>>;
}

/** The routes of a kept record: list, export, import (template and upload), read, add, edit, delete. */
export function recordRoutes<Query, Filter, Shape extends z.ZodRawShape, Row, Imported>(
  resource: RecordResource<Query, Filter, Shape, Row, Imported>,
): RouteModule {
  const { name, title, id } = resource;
  const base = `/freight/${name}`;
  const access = (action: string) => ({ permission: `freight:${name}:${action}` });
  const log = (businessType: BusinessType) => ({ title, businessType });
  const oneId = z.object({ [id]: IdParam });
  const someIds = z.object({ [`${id}s`]: IdList });

  return (ctx) => async (app) => {
    await registerImportRoutes(app, { base, permission: `freight:${name}:import`, title, spec: () => resource.importSpec(ctx) });

    app.get(`${base}/list`, { config: { access: access('list') }, schema: { querystring: resource.query } },
      async (req) => pageTable(req, await resource.list(ctx, req.query as Query)));

    app.post(`${base}/export`, { config: { access: access('export'), log: log(BusinessType.export), writes: 'reads' }, schema: { body: (resource.filter as z.ZodType<object>).default({}) } },
      async (req, reply) => sendWorkbook(req, reply, await resource.workbook(ctx, req.body as Filter, req.language)));

    app.get(`${base}/:${id}`, { config: { access: access('query') }, schema: { params: oneId } },
      async (req) => okData(req, await resource.get(ctx, (req.params as Record<string, number>)[id]!)));

    app.post(base, { config: { access: access('add'), log: log(BusinessType.add), command: `freight:${name}:add` }, schema: { body: resource.body } },
      async (req) => {
        await resource.commands.add(ctx, actorOf(req), req.body as z.output<z.ZodObject<Shape>>);
        return ok(req);
      });

    app.put(base, { config: { access: access('edit'), log: log(BusinessType.edit), command: `freight:${name}:edit` }, schema: { body: edited(resource.body) } },
      async (req) => {
        const body = req.body as Edited<z.output<z.ZodObject<Shape>>>;
        const recordId = (body as Record<string, unknown>)[id];
        if (typeof recordId !== 'number') throw notFound();
        await resource.commands.edit(ctx, actorOf(req), recordId, body.version, body);
        return ok(req);
      });

    app.delete(`${base}/:${id}s`, { config: { access: access('remove'), log: log(BusinessType.remove), command: `freight:${name}:remove` }, schema: { params: someIds } },
      async (req) => {
        await resource.commands.remove(ctx, actorOf(req), (req.params as Record<string, number[]>)[`${id}s`]!);
        return ok(req);
      });
  };
}

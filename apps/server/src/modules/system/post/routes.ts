import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { edited, IdList, IdParam, PostBody, PostFilter, PostQuery } from '@freight/domain';
import { sysPost } from '../../../db/schema/index';
import { actorOf } from '../../../platform/commands/actor';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { sendWorkbook } from '../../../platform/excel/workbook';
import { ok, okData, pageTable } from '../../../platform/reply';
import { postWorkbook } from './export';
import { postCommands } from './commands';
import { getPost, listPosts } from './service';

const title = '岗位管理';

/** Posts (job positions): list, export, read, add, edit, delete (back-office.md §7). */
export const postRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/system/post/list', { config: { access: { permission: 'system:post:list' } }, schema: { querystring: PostQuery } },
    async (req) => pageTable(req, await listPosts(ctx, req.query)));

  app.post('/system/post/export', {
    config: { access: { permission: 'system:post:export' }, writes: 'reads', log: { title, businessType: BusinessType.export } },
    schema: { body: PostFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, await postWorkbook(ctx, req.body, req.language)));

  app.get('/system/post/optionselect', async (req) => okData(req, await ctx.db.select().from(sysPost).where(eq(sysPost.status, '0')).orderBy(asc(sysPost.postSort), asc(sysPost.postId))));

  app.get('/system/post/:postId', { config: { access: { permission: 'system:post:query' } }, schema: { params: z.object({ postId: IdParam }) } },
    async (req) => okData(req, await getPost(ctx, req.params.postId)));

  app.post('/system/post', { config: { access: { permission: 'system:post:add' }, command: 'system:post:add', log: { title, businessType: BusinessType.add } }, schema: { body: PostBody } },
    async (req) => {
      await postCommands.add(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.put('/system/post', { config: { access: { permission: 'system:post:edit' }, command: 'system:post:edit', log: { title, businessType: BusinessType.edit } }, schema: { body: edited(PostBody) } },
    async (req) => {
      await postCommands.edit(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.delete('/system/post/:postIds', {
    config: { access: { permission: 'system:post:remove' }, command: 'system:post:remove', log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ postIds: IdList }) },
  }, async (req) => {
    await postCommands.remove(ctx, actorOf(req), req.params.postIds);
    return ok(req);
  });
};

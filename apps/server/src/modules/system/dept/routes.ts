import { z } from 'zod';
import { DeptBody, DeptQuery, DeptSortBody, edited, IdParam } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, okData } from '../../../platform/reply';
import { deptCommands } from './commands';
import { deptOrderEdits, listDepts, listDeptsExcluding, readDept } from './service';

const title = '部门管理';
const deptIdParam = z.object({ deptId: IdParam });

/** Departments within the caller's data scope: the tree, parents a department may move under, read, add, edit, save order, delete (back-office.md §7). */
export const deptRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/system/dept/list', { config: { access: { permission: 'system:dept:list' } }, schema: { querystring: DeptQuery } },
    async (req) => okData(req, await listDepts(ctx, req.query, req.session!)));

  app.get('/system/dept/list/exclude/:deptId', { config: { access: { permission: 'system:dept:list' } }, schema: { params: deptIdParam } },
    async (req) => okData(req, await listDeptsExcluding(ctx, req.params.deptId, req.session!)));

  app.get('/system/dept/:deptId', { config: { access: { permission: 'system:dept:query' } }, schema: { params: deptIdParam } },
    async (req) => okData(req, await readDept(ctx, req.params.deptId, req.session!)));

  app.post('/system/dept', { config: { access: { permission: 'system:dept:add' }, command: 'system:dept:add', log: { title, businessType: BusinessType.add } }, schema: { body: DeptBody } },
    async (req) => {
      await deptCommands.add(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.put('/system/dept', { config: { access: { permission: 'system:dept:edit' }, command: 'system:dept:edit', log: { title, businessType: BusinessType.edit } }, schema: { body: edited(DeptBody) } },
    async (req) => {
      await deptCommands.edit(ctx, actorOf(req), req.body);
      return ok(req);
    });

  // RuoYi-Vue3's "save order": one edit per department whose order changed, each through the edit command.
  app.put('/system/dept/updateSort', {
    config: { access: { permission: 'system:dept:edit' }, command: 'system:dept:edit', log: { title, businessType: BusinessType.edit } },
    schema: { body: DeptSortBody },
  }, async (req) => {
    const actor = actorOf(req);
    for (const edit of await deptOrderEdits(ctx, req.body, actor)) await deptCommands.edit(ctx, actor, edit);
    return ok(req);
  });

  app.delete('/system/dept/:deptId', { config: { access: { permission: 'system:dept:remove' }, command: 'system:dept:remove', log: { title, businessType: BusinessType.remove } }, schema: { params: deptIdParam } },
    async (req) => {
      await deptCommands.remove(ctx, actorOf(req), req.params.deptId);
      return ok(req);
    });
};

import { z } from 'zod';
import {
  AuthUserBatch, AuthUserCancelBody, AuthUserQuery, edited, IdList, IdParam, RoleBody, RoleDataScopeBody, RoleFilter, RoleQuery, RoleStatusBody,
} from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import { AppError } from '../../../platform/errors';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { sendWorkbook } from '../../../platform/excel/workbook';
import { ok, okData, pageTable } from '../../../platform/reply';
import { roleCommands } from './commands';
import { roleWorkbook } from './export';
import { allocatedUsers, getRole, listRoles, roleDeptTree, unallocatedUsers } from './service';

const title = '角色管理';
const roleIdParam = z.object({ roleId: IdParam });

/** `roleId` / `userIds` come in the query string (as RuoYi sends them) or in the body. */
const batchOf = (req: { query: unknown; body: unknown }) => {
  const parsed = AuthUserBatch.safeParse({ ...(req.query as object), ...((req.body as object | null) ?? {}) });
  if (!parsed.success || parsed.data.userIds.length === 0) throw new AppError('role.authUser.none', {}, 400);
  return parsed.data;
};

/** Roles: list, export, read, add, edit, data scope, status, delete, department tree and the users of a role (back-office.md §7). */
export const roleRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/system/role/list', { config: { access: { permission: 'system:role:list' } }, schema: { querystring: RoleQuery } },
    async (req) => pageTable(req, await listRoles(ctx, req.query)));

  app.post('/system/role/export', {
    config: { access: { permission: 'system:role:export' }, writes: 'reads', log: { title, businessType: BusinessType.export } },
    schema: { body: RoleFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, await roleWorkbook(ctx, req.body, req.language)));

  app.get('/system/role/authUser/allocatedList', { config: { access: { permission: 'system:role:list' } }, schema: { querystring: AuthUserQuery } },
    async (req) => pageTable(req, await allocatedUsers(ctx, req.query, req.session!)));

  app.get('/system/role/authUser/unallocatedList', { config: { access: { permission: 'system:role:list' } }, schema: { querystring: AuthUserQuery } },
    async (req) => pageTable(req, await unallocatedUsers(ctx, req.query, req.session!)));

  app.put('/system/role/authUser/cancel', {
    config: { access: { permission: 'system:role:edit' }, command: 'system:role:cancelAuthUser', log: { title, businessType: BusinessType.grant } },
    schema: { body: AuthUserCancelBody },
  }, async (req) => {
    await roleCommands.cancelAuthUsers(ctx, actorOf(req), req.body.roleId, [req.body.userId]);
    return ok(req);
  });

  app.put('/system/role/authUser/cancelAll', {
    config: { access: { permission: 'system:role:edit' }, command: 'system:role:cancelAuthUser', log: { title, businessType: BusinessType.grant } },
  }, async (req) => {
    const { roleId, userIds } = batchOf(req);
    await roleCommands.cancelAuthUsers(ctx, actorOf(req), roleId, userIds);
    return ok(req);
  });

  app.put('/system/role/authUser/selectAll', {
    config: { access: { permission: 'system:role:edit' }, command: 'system:role:selectAuthUser', log: { title, businessType: BusinessType.grant } },
  }, async (req) => {
    const { roleId, userIds } = batchOf(req);
    await roleCommands.selectAuthUsers(ctx, actorOf(req), roleId, userIds);
    return ok(req);
  });

  app.get('/system/role/deptTree/:roleId', { config: { access: { permission: 'system:role:query' } }, schema: { params: roleIdParam } },
    async (req) => ok(req, await roleDeptTree(ctx, req.params.roleId, req.session!)));

  app.put('/system/role/dataScope', {
    config: { access: { permission: 'system:role:edit' }, command: 'system:role:dataScope', log: { title, businessType: BusinessType.grant } },
    schema: { body: edited(RoleDataScopeBody) },
  }, async (req) => {
    await roleCommands.dataScope(ctx, actorOf(req), req.body);
    return ok(req);
  });

  app.put('/system/role/changeStatus', {
    config: { access: { permission: 'system:role:edit' }, command: 'system:role:changeStatus', log: { title, businessType: BusinessType.edit } },
    schema: { body: RoleStatusBody },
  }, async (req) => {
    await roleCommands.changeStatus(ctx, actorOf(req), req.body.roleId, req.body.status);
    return ok(req);
  });

  app.get('/system/role/:roleId', { config: { access: { permission: 'system:role:query' } }, schema: { params: roleIdParam } },
    async (req) => okData(req, await getRole(ctx.db, req.params.roleId)));

  app.post('/system/role', { config: { access: { permission: 'system:role:add' }, command: 'system:role:add', log: { title, businessType: BusinessType.add } }, schema: { body: RoleBody } },
    async (req) => {
      await roleCommands.add(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.put('/system/role', { config: { access: { permission: 'system:role:edit' }, command: 'system:role:edit', log: { title, businessType: BusinessType.edit } }, schema: { body: edited(RoleBody) } },
    async (req) => {
      await roleCommands.edit(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.delete('/system/role/:roleIds', {
    config: { access: { permission: 'system:role:remove' }, command: 'system:role:remove', log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ roleIds: IdList }) },
  }, async (req) => {
    await roleCommands.remove(ctx, actorOf(req), req.params.roleIds);
    return ok(req);
  });
};

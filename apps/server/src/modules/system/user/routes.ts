import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AuthRoleBody, edited, IdList, IdParam, ResetPasswordBody, UserBody, UserFilter, UserQuery, UserStatusBody } from '@freight/domain';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { sendWorkbook } from '../../../platform/excel/workbook';
import { importDone, ImportQuery, updateSupportOf } from '../../../platform/excel/importRoutes';
import { ok, okData, pageTable } from '../../../platform/reply';
import fastifyMultipart from '@fastify/multipart';
import { AppError } from '../../../platform/errors';
import { actorOf } from '../../../platform/commands/actor';
import { deptTreeOptions } from '../dept/service';
import { userCommands } from './commands';
import { userWorkbook } from './export';
import { userImportColumns, userImportTemplate } from './import';
import { assignableRoles, authRoles, getUser, listUsers, postOptions } from './service';

const title = '用户管理';
const userIdParam = z.object({ userId: IdParam });
/** An edit never sets the password (resetPwd does): RuoYi-Vue3's edit dialog sends it empty, and it is left out. */
const UserEdit = edited(UserBody.omit({ password: true }));

/**
 * RuoYi-Vue3 sends a role assignment as query parameters (`?userId=2&roleIds=1,2`), our screen as a body: a request
 * without a body is read from its query, so both forms meet the same schema, command and checks.
 */
const queryAsBody = async (req: FastifyRequest) => {
  req.body ??= req.query;
};

/** Users: list, export, read, add, edit, delete, password reset, status, role assignment, department tree (back-office.md §7). */
export const userRoutes: RouteModule = (ctx) => async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 5, parts: 6 } });

  app.post('/system/user/importTemplate', { config: { access: { permission: 'system:user:import' }, writes: 'reads', log: { title, businessType: BusinessType.other } } },
    async (req, reply) => sendWorkbook(req, reply, userImportTemplate()));

  app.post('/system/user/importData', {
    config: { access: { permission: 'system:user:import' }, command: 'system:user:import', log: { title, businessType: BusinessType.import } },
    schema: { querystring: ImportQuery },
  }, async (req) => {
    const part = await req.file().catch(() => undefined);
    if (!part) throw new AppError('user.import.empty');
    const file = await part.toBuffer().catch(() => {
      throw new AppError('request.tooLarge');
    });
    // Row by row between other users' calls, as every import (importAnswer).
    req.server.foreground.inBackground(req);
    const outcome = await userCommands.import(ctx, actorOf(req), file, { updateSupport: updateSupportOf(req.query, part), pause: req.server.foreground.pacer() });
    return importDone(req, userImportColumns, outcome);
  });

  app.get('/system/user/list', { config: { access: { permission: 'system:user:list' } }, schema: { querystring: UserQuery } },
    async (req) => pageTable(req, await listUsers(ctx, req.query, req.session!)));

  app.post('/system/user/export', {
    config: { access: { permission: 'system:user:export' }, writes: 'reads', log: { title, businessType: BusinessType.export } },
    schema: { body: UserFilter.default({}) },
  }, async (req, reply) => sendWorkbook(req, reply, await userWorkbook(ctx, req.body, req.session!, req.language)));

  app.get('/system/user/deptTree', { config: { access: { permission: 'system:user:list' } } },
    async (req) => okData(req, await deptTreeOptions(ctx.db, req.session!)));

  /** The roles and posts a new user may get (RuoYi's GET /system/user/). */
  app.get('/system/user/', { config: { access: { permission: 'system:user:query' } } },
    async (req) => ok(req, { roles: await assignableRoles(ctx.db, req.session!), posts: await postOptions(ctx.db) }));

  app.get('/system/user/authRole/:userId', { config: { access: { permission: 'system:user:query' } }, schema: { params: userIdParam } },
    async (req) => ok(req, await authRoles(ctx, req.params.userId, req.session!)));

  app.put('/system/user/authRole', {
    config: { access: { permission: 'system:user:edit' }, command: 'system:user:authRole', log: { title, businessType: BusinessType.grant } },
    schema: { body: AuthRoleBody },
    preValidation: queryAsBody,
  }, async (req) => {
    await userCommands.authRole(ctx, actorOf(req), req.body);
    return ok(req);
  });

  app.put('/system/user/resetPwd', {
    config: { access: { permission: 'system:user:resetPwd' }, command: 'system:user:resetPwd', log: { title, businessType: BusinessType.edit } },
    schema: { body: ResetPasswordBody },
  }, async (req) => {
    await userCommands.resetPwd(ctx, actorOf(req), req.body.userId, req.body.password, req.session!.sessionId);
    return ok(req);
  });

  app.put('/system/user/changeStatus', {
    config: { access: { permission: 'system:user:edit' }, command: 'system:user:changeStatus', log: { title, businessType: BusinessType.edit } },
    schema: { body: UserStatusBody },
  }, async (req) => {
    await userCommands.changeStatus(ctx, actorOf(req), req.body.userId, req.body.status);
    return ok(req);
  });

  app.get('/system/user/:userId', { config: { access: { permission: 'system:user:query' } }, schema: { params: userIdParam } },
    async (req) => {
      const user = await getUser(ctx, req.params.userId, req.session!);
      return ok(req, { data: user, postIds: user.postIds, roleIds: user.roleIds, roles: await assignableRoles(ctx.db, req.session!), posts: await postOptions(ctx.db) });
    });

  app.post('/system/user', { config: { access: { permission: 'system:user:add' }, command: 'system:user:add', log: { title, businessType: BusinessType.add } }, schema: { body: UserBody } },
    async (req) => {
      await userCommands.add(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.put('/system/user', { config: { access: { permission: 'system:user:edit' }, command: 'system:user:edit', log: { title, businessType: BusinessType.edit } }, schema: { body: UserEdit } },
    async (req) => {
      await userCommands.edit(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.delete('/system/user/:userIds', {
    config: { access: { permission: 'system:user:remove' }, command: 'system:user:remove', log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ userIds: IdList }) },
  }, async (req) => {
    await userCommands.remove(ctx, actorOf(req), req.params.userIds);
    return ok(req);
  });
};

import { z } from 'zod';
import { CustomerUserBody, edited, IdParam, ResetPasswordBody, UserStatusBody } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, okData } from '../../../platform/reply';
import { customerUserCommands } from './userCommands';
import { getCustomerUser, listCustomerUsers } from './users';

const title = '客户用户';

/** A customer's portal users: list, read, add, edit, disable, reset password, delete. */
export const freightCustomerUserRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/freight/customer/:customerId/users', {
    config: { access: { permission: 'freight:customerUser:list' } }, schema: { params: z.object({ customerId: IdParam }) },
  }, async (req) => okData(req, await listCustomerUsers(ctx, req.params.customerId)));

  app.get('/freight/customer/user/:userId', {
    config: { access: { permission: 'freight:customerUser:list' } }, schema: { params: z.object({ userId: IdParam }) },
  }, async (req) => okData(req, await getCustomerUser(ctx, req.params.userId)));

  app.post('/freight/customer/user', {
    config: { access: { permission: 'freight:customerUser:add' }, command: 'freight:customerUser:add', log: { title, businessType: BusinessType.add } }, schema: { body: CustomerUserBody },
  }, async (req) => {
    await customerUserCommands.add(ctx, actorOf(req), req.body);
    return ok(req);
  });

  app.put('/freight/customer/user', {
    config: { access: { permission: 'freight:customerUser:edit' }, command: 'freight:customerUser:edit', log: { title, businessType: BusinessType.edit } },
    schema: { body: edited(CustomerUserBody) },
  }, async (req) => {
    await customerUserCommands.edit(ctx, actorOf(req), req.body);
    return ok(req);
  });

  app.put('/freight/customer/user/resetPwd', {
    config: { access: { permission: 'freight:customerUser:resetPwd' }, command: 'freight:customerUser:resetPwd', log: { title, businessType: BusinessType.edit } },
    schema: { body: ResetPasswordBody },
  }, async (req) => {
    await customerUserCommands.resetPwd(ctx, actorOf(req), req.body.userId, req.body.password);
    return ok(req);
  });

  app.put('/freight/customer/user/changeStatus', {
    config: { access: { permission: 'freight:customerUser:edit' }, command: 'freight:customerUser:changeStatus', log: { title, businessType: BusinessType.edit } },
    schema: { body: UserStatusBody },
  }, async (req) => {
    await customerUserCommands.changeStatus(ctx, actorOf(req), req.body.userId, req.body.status);
    return ok(req);
  });

  app.delete('/freight/customer/user/:userId', {
    config: { access: { permission: 'freight:customerUser:remove' }, command: 'freight:customerUser:remove', log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ userId: IdParam }) },
  }, async (req) => {
    await customerUserCommands.remove(ctx, actorOf(req), req.params.userId);
    return ok(req);
  });
};

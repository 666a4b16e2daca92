import { z } from 'zod';
import { CustomerUserBody, edited, IdParam, ResetPasswordBody, UserStatusBody } from '@freight/domain';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, okData } from '../../../platform/reply';
import {
  addCustomerUser, changeCustomerUserStatus, getCustomerUser, listCustomerUsers, removeCustomerUser, resetCustomerUserPassword, updateCustomerUser,
} from './users';

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
    config: { access: { permission: 'freight:customerUser:add' }, log: { title, businessType: BusinessType.add } }, schema: { body: CustomerUserBody },
  }, async (req) => {
    await addCustomerUser(ctx, req.body, req.session!.userName);
    return ok(req);
  });

  app.put('/freight/customer/user', {
    config: { access: { permission: 'freight:customerUser:edit' }, log: { title, businessType: BusinessType.edit } }, schema: { body: edited(CustomerUserBody) },
  }, async (req) => {
    await updateCustomerUser(ctx, req.body, req.session!.userName);
    return ok(req);
  });

  app.put('/freight/customer/user/resetPwd', {
    config: { access: { permission: 'freight:customerUser:resetPwd' }, log: { title, businessType: BusinessType.edit } }, schema: { body: ResetPasswordBody },
  }, async (req) => {
    await resetCustomerUserPassword(ctx, req.body.userId, req.body.password, req.session!.userName);
    return ok(req);
  });

  app.put('/freight/customer/user/changeStatus', {
    config: { access: { permission: 'freight:customerUser:edit' }, log: { title, businessType: BusinessType.edit } }, schema: { body: UserStatusBody },
  }, async (req) => {
    await changeCustomerUserStatus(ctx, req.body.userId, req.body.status, req.session!.userName);
    return ok(req);
  });

  app.delete('/freight/customer/user/:userId', {
    config: { access: { permission: 'freight:customerUser:remove' }, log: { title, businessType: BusinessType.remove } }, schema: { params: z.object({ userId: IdParam }) },
  }, async (req) => {
    await removeCustomerUser(ctx, req.params.userId, req.session!.userName);
    return ok(req);
  });
};

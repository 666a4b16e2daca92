import type { CustomerUserBody, Edited } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { addCustomerUser, changeCustomerUserStatus, removeCustomerUser, resetCustomerUserPassword, updateCustomerUser } from './users';

/**
 * A customer's portal users are added, edited, switched, given a new password and deleted here only, whatever the door.
 * Every way of disabling, deleting or resetting one ends their sessions everywhere (users.ts); the status switch is an
 * edit.
 */
export const customerUserCommands = {
  add: staffCommand('freight:customerUser:add', (ctx, actor, body: CustomerUserBody) => addCustomerUser(ctx, body, actor.userName)),
  edit: staffCommand('freight:customerUser:edit', (ctx, actor, body: Edited<CustomerUserBody>) => updateCustomerUser(ctx, body, actor.userName)),
  changeStatus: staffCommand('freight:customerUser:changeStatus', (ctx, actor, userId: number, status: '0' | '1') =>
    changeCustomerUserStatus(ctx, userId, status, actor.userName), 'freight:customerUser:edit'),
  resetPwd: staffCommand('freight:customerUser:resetPwd', (ctx, actor, userId: number, password: string) =>
    resetCustomerUserPassword(ctx, userId, password, actor.userName)),
  remove: staffCommand('freight:customerUser:remove', (ctx, actor, userId: number) => removeCustomerUser(ctx, userId, actor.userName)),
};

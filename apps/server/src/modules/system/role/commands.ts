import type { Edited, RoleBody, RoleDataScopeBody } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { addRole, cancelAuthUsers, changeRoleStatus, removeRoles, saveDataScope, selectAuthUsers, updateRole } from './service';

/**
 * Roles, their data scope, status and holders change here only, whatever the door. Scope, status and holders are
 * edits of the role: they ask for `system:role:edit`.
 */
export const roleCommands = {
  add: staffCommand('system:role:add', (ctx, actor, body: RoleBody) => addRole(ctx, body, actor)),
  edit: staffCommand('system:role:edit', (ctx, actor, body: Edited<RoleBody>) => updateRole(ctx, body, actor)),
  remove: staffCommand('system:role:remove', (ctx, actor, roleIds: number[]) => removeRoles(ctx, roleIds, actor)),
  dataScope: staffCommand('system:role:dataScope', (ctx, actor, body: Edited<RoleDataScopeBody>) => saveDataScope(ctx, body, actor), 'system:role:edit'),
  changeStatus: staffCommand('system:role:changeStatus', (ctx, actor, roleId: number, status: '0' | '1') =>
    changeRoleStatus(ctx, roleId, status, actor), 'system:role:edit'),
  /** Takes the role from users (one, or a selection). */
  cancelAuthUsers: staffCommand('system:role:cancelAuthUser', (ctx, actor, roleId: number, userIds: number[]) =>
    cancelAuthUsers(ctx, roleId, userIds, actor), 'system:role:edit'),
  /** Gives the role to a selection of users. */
  selectAuthUsers: staffCommand('system:role:selectAuthUser', (ctx, actor, roleId: number, userIds: number[]) =>
    selectAuthUsers(ctx, roleId, userIds, actor), 'system:role:edit'),
};

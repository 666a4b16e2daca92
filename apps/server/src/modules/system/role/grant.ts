import { and, eq, inArray, isNotNull, ne, not, sql } from 'drizzle-orm';
import { hasPermission, superRole } from '@freight/domain';
import type { Db } from '../../../db/client';
import { sysDept, sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUser, sysUserRole } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import { DataScope, deptScope, userScope } from '../user/dataScope';
import type { Caller } from '../user/service';

/** How far a relative data scope reaches; a custom scope is compared department by department. */
const reach: Record<string, number> = { [DataScope.self]: 1, [DataScope.dept]: 2, [DataScope.deptAndBelow]: 3, [DataScope.all]: 4 };

/** The permission strings a role's enabled menus carry. */
async function rolePermissions(db: Db, roleIds: readonly number[]) {
  const rows = await db.select({ roleId: sysRoleMenu.roleId, perms: sysMenu.perms }).from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(and(inArray(sysRoleMenu.roleId, [...roleIds]), eq(sysMenu.status, '0'), isNotNull(sysMenu.perms), ne(sysMenu.perms, '')));
  return rows.map((r) => ({ roleId: r.roleId, perms: (r.perms ?? '').split(',').map((p) => p.trim()).filter(Boolean) }));
}

/** The widest relative scope among the caller's enabled roles (0 when they hold only custom scopes). */
async function ownReach(db: Db, caller: Caller): Promise<number> {
  const scopes = await db.select({ dataScope: sysRole.dataScope }).from(sysUserRole).innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, caller.userId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')));
  return Math.max(0, ...scopes.map((s) => reach[s.dataScope] ?? 0));
}

/**
 * Nobody but the super administrator hands out more than they hold: each role given to a user must carry only
 * permissions the caller holds, and a data scope no wider than the caller's own (custom departments inside it).
 */
export async function checkRolesGrantable(db: Db, roleIds: readonly number[], caller: Caller): Promise<void> {
  if (caller.roles.includes(superRole) || roleIds.length === 0) return;
  const roles = await db.select({ roleId: sysRole.roleId, roleName: sysRole.roleName, dataScope: sysRole.dataScope }).from(sysRole)
    .where(inArray(sysRole.roleId, [...roleIds]));
  for (const { roleId, perms } of await rolePermissions(db, roleIds)) {
    const missing = perms.find((p) => !hasPermission(caller.permissions, p));
    if (missing) throw new AppError('role.grant.permission', { name: roles.find((r) => r.roleId === roleId)?.roleName, permission: missing }, 403);
  }
  const limited = await deptScope(db, caller);
  if (!limited) return;
  const callerReach = await ownReach(db, caller);
  for (const role of roles) {
    if (role.dataScope === DataScope.custom) {
      const depts = db.select({ deptId: sysRoleDept.deptId }).from(sysRoleDept).where(eq(sysRoleDept.roleId, role.roleId));
      const outside = await db.$count(sysDept, and(inArray(sysDept.deptId, depts), not(limited)));
      if (outside) throw new AppError('role.grant.scope', { name: role.roleName }, 403);
    } else if ((reach[role.dataScope] ?? reach[DataScope.all]!) > callerReach) {
      throw new AppError('role.grant.scope', { name: role.roleName }, 403);
    }
  }
}

/**
 * A caller limited by data scope changes a role (its menus, data scope or status) only when every user holding it is
 * inside that scope: a change to a role is a change to what each of its holders may do.
 */
export async function checkRoleHoldersInScope(db: Db, role: { roleId: number; roleName: string }, caller: Caller): Promise<void> {
  const scope = await userScope(db, caller);
  if (!scope) return;
  const holders = db.select({ userId: sysUserRole.userId }).from(sysUserRole).where(eq(sysUserRole.roleId, role.roleId));
  // A user without a department makes the scope condition null, not false: such a user is outside too.
  const outside = await db.$count(sysUser, and(eq(sysUser.delFlag, '0'), inArray(sysUser.userId, holders), sql`not coalesce(${scope}, false)`));
  if (outside) throw new AppError('role.holders.scope', { name: role.roleName }, 403);
}

import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { allPermission, superRole } from '@freight/domain';
import { sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../../db/schema/index';
import type { Db } from '../../../db/client';

/** The role keys and permission strings a user holds through enabled roles and menus. */
export async function loadAccess(db: Db, userId: number): Promise<{ roles: string[]; roleIds: number[]; permissions: string[] }> {
  const roleRows = await db
    .select({ roleId: sysRole.roleId, roleKey: sysRole.roleKey })
    .from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')));
  const roles = roleRows.map((r) => r.roleKey);
  const roleIds = roleRows.map((r) => r.roleId);
  if (roles.includes(superRole)) return { roles, roleIds, permissions: [allPermission] };
  if (!roleIds.length) return { roles, roleIds, permissions: [] };
  const permRows = await db
    .selectDistinct({ perms: sysMenu.perms })
    .from(sysRoleMenu)
    .innerJoin(sysMenu, eq(sysMenu.menuId, sysRoleMenu.menuId))
    .where(and(inArray(sysRoleMenu.roleId, roleIds), eq(sysMenu.status, '0'), isNotNull(sysMenu.perms), ne(sysMenu.perms, '')));
  const permissions = [...new Set(permRows.flatMap((r) => (r.perms ?? '').split(',').map((p) => p.trim()).filter(Boolean)))];
  return { roles, roleIds, permissions };
}

/** What a staff member may do now; null when the account is disabled, deleted or no longer staff. */
export async function currentStaffAccess(db: Db, userId: number) {
  const [active] = await db.select({ userId: sysUser.userId }).from(sysUser)
    .where(and(eq(sysUser.userId, userId), eq(sysUser.userType, 'U'), eq(sysUser.status, '0'), eq(sysUser.delFlag, '0')));
  return active ? loadAccess(db, userId) : null;
}

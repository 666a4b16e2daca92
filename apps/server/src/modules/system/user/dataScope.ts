import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { superRole } from '@freight/domain';
import type { Db } from '../../../db/client';
import { sysDept, sysRole, sysRoleDept, sysUser, sysUserRole } from '../../../db/schema/index';
import type { LoginSession } from '../../../platform/auth/session';

/** Role data scopes (back-office.md): 1 all, 2 custom departments, 3 own department, 4 department and below, 5 self only. */
export const DataScope = { all: '1', custom: '2', dept: '3', deptAndBelow: '4', self: '5' } as const;

/**
 * The users a caller may see and change, as a condition on `sys_user`: the union of what each of the caller's
 * enabled roles allows. The super administrator and any role with scope "all" see everyone (no condition);
 * a caller without roles sees nobody.
 */
export async function userScope(db: Db, session: Pick<LoginSession, 'userId' | 'roles'>): Promise<SQL | undefined> {
  if (session.roles.includes(superRole)) return undefined;
  const roles = await db.select({ roleId: sysRole.roleId, dataScope: sysRole.dataScope }).from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, session.userId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')));
  if (roles.some((r) => r.dataScope === DataScope.all)) return undefined;
  const [me] = await db.select({ deptId: sysUser.deptId }).from(sysUser).where(eq(sysUser.userId, session.userId));
  const deptId = me?.deptId ?? null;
  const conditions: SQL[] = [];
  const custom = roles.filter((r) => r.dataScope === DataScope.custom).map((r) => r.roleId);
  if (custom.length) {
    conditions.push(inArray(sysUser.deptId, db.select({ deptId: sysRoleDept.deptId }).from(sysRoleDept).where(inArray(sysRoleDept.roleId, custom))));
  }
  if (deptId !== null && roles.some((r) => r.dataScope === DataScope.dept)) conditions.push(eq(sysUser.deptId, deptId));
  if (deptId !== null && roles.some((r) => r.dataScope === DataScope.deptAndBelow)) {
    conditions.push(inArray(sysUser.deptId, db.select({ deptId: sysDept.deptId }).from(sysDept)
      .where(or(eq(sysDept.deptId, deptId), sql`(',' || ${sysDept.ancestors} || ',') like ${`%,${deptId},%`}`))));
  }
  if (roles.some((r) => r.dataScope === DataScope.self)) conditions.push(eq(sysUser.userId, session.userId));
  return conditions.length ? or(...conditions) : sql`false`;
}

import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { superRole } from '@freight/domain';
import type { Db } from '../../../db/client';
import { sysDept, sysRole, sysRoleDept, sysUser, sysUserRole } from '../../../db/schema/index';
import type { LoginSession } from '../../../platform/auth/session';
import { descendantsOf } from '../dept/tree';

/** Role data scopes (back-office.md): 1 all, 2 custom departments, 3 own department, 4 department and below, 5 self only. */
export const DataScope = { all: '1', custom: '2', dept: '3', deptAndBelow: '4', self: '5' } as const;

type Caller = Pick<LoginSession, 'userId' | 'roles'>;

/** What the caller's enabled roles allow together: `null` for everything, else their departments and whether "self only" is among them. */
interface Reach { departments: (deptColumn: PgColumn) => SQL[]; self: boolean; deptId: number | null }

async function reachOf(db: Db, session: Caller): Promise<Reach | null> {
  if (session.roles.includes(superRole)) return null;
  const roles = await db.select({ roleId: sysRole.roleId, dataScope: sysRole.dataScope }).from(sysUserRole)
    .innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, session.userId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')));
  const has = (scope: string) => roles.some((r) => r.dataScope === scope);
  if (has(DataScope.all)) return null;
  const [me] = await db.select({ deptId: sysUser.deptId }).from(sysUser).where(eq(sysUser.userId, session.userId));
  const deptId = me?.deptId ?? null;
  const custom = roles.filter((r) => r.dataScope === DataScope.custom).map((r) => r.roleId);
  const departments = (column: PgColumn): SQL[] => {
    const conditions: SQL[] = [];
    if (custom.length) conditions.push(inArray(column, db.select({ deptId: sysRoleDept.deptId }).from(sysRoleDept).where(inArray(sysRoleDept.roleId, custom))));
    if (deptId !== null && has(DataScope.dept)) conditions.push(eq(column, deptId));
    if (deptId !== null && has(DataScope.deptAndBelow)) {
      conditions.push(inArray(column, db.select({ deptId: sysDept.deptId }).from(sysDept).where(or(eq(sysDept.deptId, deptId), descendantsOf(deptId)))));
    }
    return conditions;
  };
  return { departments, self: has(DataScope.self), deptId };
}

const anyOf = (conditions: SQL[]): SQL => (conditions.length ? or(...conditions)! : sql`false`);

/**
 * The users a caller may see and change, as a condition on `sys_user`: the union of what each of the caller's
 * enabled roles allows. The super administrator and any role with scope "all" see everyone (no condition);
 * a caller without roles sees nobody.
 */
export async function userScope(db: Db, session: Caller): Promise<SQL | undefined> {
  const reach = await reachOf(db, session);
  if (!reach) return undefined;
  const conditions = reach.departments(sysUser.deptId);
  if (reach.self) conditions.push(eq(sysUser.userId, session.userId));
  return anyOf(conditions);
}

/**
 * The departments a caller may see and pick, as a condition on `sys_dept`: the same rule as for users, where
 * "self only" reaches the caller's own department (the one holding the only user they see).
 */
export async function deptScope(db: Db, session: Caller): Promise<SQL | undefined> {
  const reach = await reachOf(db, session);
  if (!reach) return undefined;
  const conditions = reach.departments(sysDept.deptId);
  if (reach.self && reach.deptId !== null) conditions.push(eq(sysDept.deptId, reach.deptId));
  return anyOf(conditions);
}

import { and, asc, count, eq, gt, inArray, ne, notInArray, or, type SQL } from 'drizzle-orm';
import {
  superRole, type AuthUserQuery, type Edited, type RoleBody, type RoleDataScopeBody, type RoleFilter, type RoleQuery,
} from '@freight/domain';
import type { Db } from '../../../db/client';
import { sysDept, sysRole, sysRoleDept, sysRoleMenu, sysUser, sysUserRole } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { saveUnique } from '../../../platform/uniqueNames';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals, withinTimes } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';
import { deptTreeOptions } from '../dept/service';
import { checkRoleHoldersInScope, checkRolesGrantable } from './grant';
import { DataScope, deptScope, userScope } from '../user/dataScope';
import { activeStaff, adminUserId, rolesChanged, type Caller } from '../user/service';
import { raiseAccessVersion } from '../../../platform/auth/accessVersion';

export type Role = typeof sysRole.$inferSelect;

const present = eq(sysRole.delFlag, '0');
const matching = (filter: RoleFilter, timeZone: string): SQL | undefined => and(
  present, contains(sysRole.roleName, filter.roleName), contains(sysRole.roleKey, filter.roleKey), equals(sysRole.status, filter.status),
  withinTimes(sysRole.createTime, filter, timeZone),
);

export function listRoles(ctx: AppContext, query: RoleQuery): Promise<Page<Role>> {
  const where = matching(query, ctx.config.timeZone);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(sysRole).where(where).orderBy(asc(sysRole.roleSort), asc(sysRole.roleId)).limit(limit).offset(offset),
    () => ctx.db.$count(sysRole, where),
  );
}

export function roleBatches(ctx: AppContext, filter: RoleFilter) {
  const where = matching(filter, ctx.config.timeZone);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(sysRole).where(and(where, gt(sysRole.roleId, after))).orderBy(asc(sysRole.roleId)).limit(limit),
    (role) => role.roleId,
  );
}

export async function getRole(db: Db, roleId: number): Promise<Role> {
  const [role] = await db.select().from(sysRole).where(and(present, eq(sysRole.roleId, roleId)));
  if (!role) throw new AppError('http.404', {}, 404);
  return role;
}

/** The super administrator role cannot be edited, scoped, disabled or deleted. */
async function changeableRole(db: Db, roleId: number): Promise<Role> {
  const role = await getRole(db, roleId);
  if (role.roleKey === superRole) throw new AppError('role.admin.protected');
  return role;
}

async function checkUnique(db: Db, body: RoleBody, action: 'add' | 'edit') {
  const others = body.roleId ? ne(sysRole.roleId, body.roleId) : undefined;
  const clashes = await db.select({ roleName: sysRole.roleName, roleKey: sysRole.roleKey }).from(sysRole)
    .where(and(present, others, or(eq(sysRole.roleName, body.roleName), eq(sysRole.roleKey, body.roleKey))));
  if (clashes.some((c) => c.roleName === body.roleName)) throw new AppError(`role.${action}.nameExists`, { name: body.roleName });
  if (clashes.some((c) => c.roleKey === body.roleKey)) throw new AppError(`role.${action}.keyExists`, { name: body.roleName });
  if (body.roleKey === superRole) throw new AppError(`role.${action}.keyExists`, { name: body.roleName });
}

const fields = (body: RoleBody) => ({
  roleName: body.roleName, roleKey: body.roleKey, roleSort: body.roleSort, status: body.status, menuCheckStrictly: body.menuCheckStrictly, remark: body.remark ?? null,
});

async function replaceMenus(db: Db, roleId: number, menuIds: readonly number[]) {
  await db.delete(sysRoleMenu).where(eq(sysRoleMenu.roleId, roleId));
  if (menuIds.length) await db.insert(sysRoleMenu).values([...new Set(menuIds)].map((menuId) => ({ roleId, menuId })));
}

/** Nobody but the super administrator grants menus they do not hold themselves (no raising privileges through a role). */
async function checkGrantable(db: Db, menuIds: readonly number[], caller: Caller) {
  if (caller.roles.includes(superRole) || menuIds.length === 0) return;
  const own = new Set((await db.select({ id: sysRoleMenu.menuId }).from(sysRoleMenu)
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRoleMenu.roleId)).innerJoin(sysRole, eq(sysRole.roleId, sysRoleMenu.roleId))
    .where(and(eq(sysUserRole.userId, caller.userId), eq(sysRole.status, '0'), eq(sysRole.delFlag, '0')))).map((r) => r.id));
  if (menuIds.some((id) => !own.has(id))) throw new AppError('role.grant.menus', {}, 403);
}

export async function addRole(ctx: AppContext, body: RoleBody, caller: Caller): Promise<void> {
  const by = caller.userName;
  await saveUnique(() => checkUnique(ctx.db, body, 'add'), async () => {
    await checkGrantable(ctx.db, body.menuIds, caller);
    await ctx.db.transaction(async (tx) => {
      const [role] = await tx.insert(sysRole).values({ ...fields(body), createBy: by }).returning({ roleId: sysRole.roleId });
      await replaceMenus(tx, role!.roleId, body.menuIds);
    });
  });
}

/** Saves a role and its menus; its users get the new permissions at their next getInfo. */
export async function updateRole(ctx: AppContext, body: Edited<RoleBody>, caller: Caller): Promise<void> {
  if (!body.roleId) throw new AppError('http.404', {}, 404);
  const roleId = body.roleId;
  const by = caller.userName;
  await checkRoleHoldersInScope(ctx.db, await changeableRole(ctx.db, roleId), caller);
  await saveUnique(() => checkUnique(ctx.db, body, 'edit'), async () => {
    await checkGrantable(ctx.db, body.menuIds, caller);
    await ctx.db.transaction(async (tx) => {
      await saveEdit(tx, sysRole, eq(sysRole.roleId, roleId), body.version, { ...fields(body), updateBy: by, updateTime: new Date() });
      await replaceMenus(tx, roleId, body.menuIds);
    });
  });
  await raiseAccessVersion(ctx.kv);
}

/**
 * Nobody but the super administrator widens what they see through a role: not the scope of a role they hold, not
 * "all" while their own scope is limited, not custom departments outside their own scope.
 */
async function checkScopeGrantable(db: Db, body: RoleDataScopeBody, caller: Caller) {
  if (caller.roles.includes(superRole)) return;
  const [held] = await db.select({ roleId: sysUserRole.roleId }).from(sysUserRole)
    .where(and(eq(sysUserRole.userId, caller.userId), eq(sysUserRole.roleId, body.roleId)));
  if (held) throw new AppError('role.dataScope.self');
  const limited = await deptScope(db, caller);
  if (!limited) return;
  if (body.dataScope === DataScope.all) throw new AppError('dept.dataScope');
  const deptIds = body.dataScope === DataScope.custom ? [...new Set(body.deptIds)] : [];
  if (deptIds.length && await db.$count(sysDept, and(inArray(sysDept.deptId, deptIds), limited)) !== deptIds.length) throw new AppError('dept.dataScope');
}

export async function saveDataScope(ctx: AppContext, body: Edited<RoleDataScopeBody>, caller: Caller): Promise<void> {
  const by = caller.userName;
  await checkRoleHoldersInScope(ctx.db, await changeableRole(ctx.db, body.roleId), caller);
  await checkScopeGrantable(ctx.db, body, caller);
  await ctx.db.transaction(async (tx) => {
    await saveEdit(tx, sysRole, eq(sysRole.roleId, body.roleId), body.version,
      { dataScope: body.dataScope, deptCheckStrictly: body.deptCheckStrictly, updateBy: by, updateTime: new Date() });
    await tx.delete(sysRoleDept).where(eq(sysRoleDept.roleId, body.roleId));
    if (body.dataScope === '2' && body.deptIds.length) {
      await tx.insert(sysRoleDept).values([...new Set(body.deptIds)].map((deptId) => ({ roleId: body.roleId, deptId })));
    }
  });
  await raiseAccessVersion(ctx.kv);
}

export async function changeRoleStatus(ctx: AppContext, roleId: number, status: '0' | '1', caller: Caller): Promise<void> {
  await checkRoleHoldersInScope(ctx.db, await changeableRole(ctx.db, roleId), caller);
  await ctx.db.update(sysRole).set({ status, updateBy: caller.userName, updateTime: new Date() }).where(eq(sysRole.roleId, roleId));
  await raiseAccessVersion(ctx.kv);
}

/** Deletes roles nobody holds (kept with del_flag '2'); role admin or a role in use refuses the whole deletion. */
export async function removeRoles(ctx: AppContext, roleIds: number[], caller: Caller): Promise<void> {
  for (const roleId of roleIds) await changeableRole(ctx.db, roleId);
  const [used] = await ctx.db.select({ roleName: sysRole.roleName, users: count(sysUserRole.userId) }).from(sysRole)
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRole.roleId))
    .where(inArray(sysRole.roleId, roleIds)).groupBy(sysRole.roleId, sysRole.roleName).orderBy(asc(sysRole.roleId)).limit(1);
  if (used) throw new AppError('record.assigned', { name: used.roleName });
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sysRoleMenu).where(inArray(sysRoleMenu.roleId, roleIds));
    await tx.delete(sysRoleDept).where(inArray(sysRoleDept.roleId, roleIds));
    await tx.update(sysRole).set({ delFlag: '2', updateBy: caller.userName, updateTime: new Date() }).where(inArray(sysRole.roleId, roleIds));
  });
  await raiseAccessVersion(ctx.kv);
}

/**
 * The departments of a role's custom data scope, as a tree of linked checkboxes is given them (RuoYi's
 * selectDeptListByRoleId): when the role's departments are linked (`deptCheckStrictly`), a department holding another
 * of them is left out — such a tree checks every child of a department it is given; parents first.
 */
async function checkedDepts(db: Db, role: Role): Promise<number[]> {
  const held = db.select({ id: sysRoleDept.deptId }).from(sysRoleDept).where(eq(sysRoleDept.roleId, role.roleId));
  const heldParents = db.select({ id: sysDept.parentId }).from(sysDept).where(inArray(sysDept.deptId, held));
  const rows = await db.select({ id: sysDept.deptId }).from(sysDept)
    .where(and(inArray(sysDept.deptId, held), role.deptCheckStrictly ? notInArray(sysDept.deptId, heldParents) : undefined))
    .orderBy(asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId));
  return rows.map((r) => r.id);
}

/** The departments the caller may see as a tree, and the departments of a role's custom data scope. */
export async function roleDeptTree(ctx: AppContext, roleId: number, caller: Caller) {
  const role = await getRole(ctx.db, roleId);
  return { depts: await deptTreeOptions(ctx.db, caller), checkedKeys: await checkedDepts(ctx.db, role) };
}

const authUserFields = {
  userId: sysUser.userId, deptId: sysUser.deptId, userName: sysUser.userName, nickName: sysUser.nickName, email: sysUser.email,
  phonenumber: sysUser.phonenumber, status: sysUser.status, createTime: sysUser.createTime,
};

async function authUserPage(ctx: AppContext, query: AuthUserQuery, caller: Caller, allocated: boolean) {
  const held = ctx.db.select({ id: sysUserRole.userId }).from(sysUserRole).where(eq(sysUserRole.roleId, query.roleId));
  const where = and(
    activeStaff,
    allocated ? inArray(sysUser.userId, held) : notInArray(sysUser.userId, held),
    contains(sysUser.userName, query.userName),
    contains(sysUser.phonenumber, query.phonenumber),
    await userScope(ctx.db, caller),
  );
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select(authUserFields).from(sysUser).where(where).orderBy(asc(sysUser.userId)).limit(limit).offset(offset),
    () => ctx.db.$count(sysUser, where),
  );
}

/** Users holding the role (within the caller's data scope). */
export async function allocatedUsers(ctx: AppContext, query: AuthUserQuery, caller: Caller) {
  await getRole(ctx.db, query.roleId);
  return authUserPage(ctx, query, caller, true);
}

/** Users not holding the role (within the caller's data scope), to add. */
export async function unallocatedUsers(ctx: AppContext, query: AuthUserQuery, caller: Caller) {
  await getRole(ctx.db, query.roleId);
  return authUserPage(ctx, query, caller, false);
}

/**
 * Checks a change of who holds a role: nobody changes their own roles, only the super administrator hands out
 * or takes away role admin, the administrator keeps it, and every user must be in the caller's data scope.
 */
async function checkAuthChange(ctx: AppContext, roleId: number, userIds: readonly number[], caller: Caller, removing: boolean) {
  const role = await getRole(ctx.db, roleId);
  if (userIds.includes(caller.userId)) throw new AppError('user.roles.self');
  if (role.roleKey === superRole && !caller.roles.includes(superRole)) throw new AppError('role.admin.protected');
  if (removing && role.roleKey === superRole && userIds.includes(adminUserId)) throw new AppError('user.admin.protected');
  const scope = await userScope(ctx.db, caller);
  const visible = await ctx.db.select({ id: sysUser.userId }).from(sysUser).where(and(activeStaff, inArray(sysUser.userId, [...userIds]), scope));
  if (visible.length !== new Set(userIds).size) throw new AppError('user.dataScope');
}

export async function cancelAuthUsers(ctx: AppContext, roleId: number, userIds: number[], caller: Caller): Promise<void> {
  await checkAuthChange(ctx, roleId, userIds, caller, true);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sysUserRole).where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)));
    await rolesChanged(tx, userIds, caller.userName);
  });
  await raiseAccessVersion(ctx.kv);
}

export async function selectAuthUsers(ctx: AppContext, roleId: number, userIds: number[], caller: Caller): Promise<void> {
  await checkAuthChange(ctx, roleId, userIds, caller, false);
  await checkRolesGrantable(ctx.db, [roleId], caller);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(sysUserRole).values([...new Set(userIds)].map((userId) => ({ userId, roleId }))).onConflictDoNothing();
    await rolesChanged(tx, userIds, caller.userName);
  });
  await raiseAccessVersion(ctx.kv);
}

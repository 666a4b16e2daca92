import { and, asc, eq, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  superRole, UserPassword, type AuthRoleBody, type Edited, type MessageKey, type UserBody, type UserFilter, type UserQuery,
} from '@freight/domain';
import type { Db } from '../../../db/client';
import { sysDept, sysPost, sysRole, sysUser, sysUserPost, sysUserRole } from '../../../db/schema/index';
import type { LoginSession } from '../../../platform/auth/session';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { lookalikeAccount } from '../../../platform/lookalikeNames';
import { AppError } from '../../../platform/errors';
import { saveUnique } from '../../../platform/uniqueNames';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals, withinTimes } from '../../../platform/list/filters';
import { pageWindow, type Page } from '../../../platform/list/page';
import { hashPassword } from '../../../platform/password';
import { checkDeptInScope } from '../dept/service';
import { checkRolesGrantable } from '../role/grant';
import { userScope } from './dataScope';
import { keptUserPage } from './keptUserPages';
import { raiseAccessVersion } from '../../../platform/auth/accessVersion';
import { endAccountSessions } from '../../../platform/auth/accountSessions';
import { initPasswordModify } from '../config/values';

export type Caller = Pick<LoginSession, 'userId' | 'userName' | 'roles' | 'permissions'>;

/** The super administrator: user 1, or anyone holding role admin. */
export const adminUserId = 1;

/**
 * What a user list shows: the user without the password, with its department as RuoYi's SysUser carries it (`dept`,
 * null without one) and, for our screens and the export, its name beside.
 */
const listed = {
  userId: sysUser.userId, deptId: sysUser.deptId, userName: sysUser.userName, nickName: sysUser.nickName, userType: sysUser.userType,
  email: sysUser.email, phonenumber: sysUser.phonenumber, sex: sysUser.sex, avatar: sysUser.avatar, status: sysUser.status,
  loginIp: sysUser.loginIp, loginDate: sysUser.loginDate, createBy: sysUser.createBy, createTime: sysUser.createTime,
  updateBy: sysUser.updateBy, updateTime: sysUser.updateTime, version: sysUser.version, remark: sysUser.remark, deptName: sysDept.deptName,
  dept: { deptName: sysDept.deptName, leader: sysDept.leader },
};
const selectListed = (db: Db, where: SQL | undefined) =>
  db.select(listed).from(sysUser).leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId)).where(where);
export type ListedUser = Awaited<ReturnType<typeof selectListed>>[number];

/** Staff users that are not deleted; customers (type C) are kept on their own screen. */
export const activeStaff = and(eq(sysUser.delFlag, '0'), eq(sysUser.userType, 'U'));

const inDeptOrBelow = (deptId: number) => inArray(sysUser.deptId, sql`(select ${sysDept.deptId} from ${sysDept} where ${sysDept.deptId} = ${deptId} or (',' || ${sysDept.ancestors} || ',') like ${`%,${deptId},%`})`);

const matching = (filter: UserFilter, timeZone: string): SQL | undefined => and(
  activeStaff,
  contains(sysUser.userName, filter.userName),
  contains(sysUser.phonenumber, filter.phonenumber),
  equals(sysUser.status, filter.status),
  withinTimes(sysUser.createTime, filter, timeZone),
  filter.deptId ? inDeptOrBelow(filter.deptId) : undefined,
);

export async function listUsers(ctx: AppContext, query: UserQuery, caller: Caller): Promise<Page<ListedUser>> {
  const where = and(matching(query, ctx.config.timeZone), await userScope(ctx.db, caller));
  const window = pageWindow(query);
  // The page's ids first, found in the staff list index alone; then only their rows are read.
  const pageIds = ctx.db.select({ userId: sysUser.userId }).from(sysUser).where(where).orderBy(asc(sysUser.userId)).limit(window.limit).offset(window.offset);
  return keptUserPage(ctx.db, where, window, () => selectListed(ctx.db, inArray(sysUser.userId, pageIds)).orderBy(asc(sysUser.userId)));
}

/** Every matching user the caller may see, batch by batch (for the export). */
export async function userBatches(ctx: AppContext, filter: UserFilter, caller: Caller) {
  const where = and(matching(filter, ctx.config.timeZone), await userScope(ctx.db, caller));
  return keysetBatches(
    (after, limit) => selectListed(ctx.db, and(where, gt(sysUser.userId, after))).orderBy(asc(sysUser.userId)).limit(limit),
    (user) => user.userId,
  );
}

/** Refuses a user outside the caller's data scope (or not there at all). */
export async function checkUserInScope(db: Db, caller: Caller, userId: number): Promise<void> {
  const [found] = await db.select({ userId: sysUser.userId }).from(sysUser).where(and(activeStaff, eq(sysUser.userId, userId)));
  if (!found) throw new AppError('http.404', {}, 404);
  const scope = await userScope(db, caller);
  if (!scope) return;
  const [visible] = await db.select({ userId: sysUser.userId }).from(sysUser).where(and(eq(sysUser.userId, userId), scope));
  if (!visible) throw new AppError('user.dataScope');
}

/** Whether the user is the super administrator (user 1 or holder of role admin). */
export async function isAdminUser(db: Db, userId: number): Promise<boolean> {
  if (userId === adminUserId) return true;
  const [held] = await db.select({ roleId: sysRole.roleId }).from(sysUserRole).innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(and(eq(sysUserRole.userId, userId), eq(sysRole.roleKey, superRole))).limit(1);
  return held !== undefined;
}

/** A user with its post and role ids, and the roles it holds as RuoYi's SysUser lists them (`roles`). */
export async function getUser(ctx: AppContext, userId: number, caller: Caller) {
  await checkUserInScope(ctx.db, caller, userId);
  const [user] = await selectListed(ctx.db, eq(sysUser.userId, userId));
  const postIds = (await ctx.db.select({ id: sysUserPost.postId }).from(sysUserPost).where(eq(sysUserPost.userId, userId))).map((r) => r.id);
  const roles = await ctx.db
    .select({ roleId: sysRole.roleId, roleName: sysRole.roleName, roleKey: sysRole.roleKey, roleSort: sysRole.roleSort, dataScope: sysRole.dataScope, status: sysRole.status })
    .from(sysUserRole).innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
    .where(eq(sysUserRole.userId, userId)).orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
  return { ...user!, roles, postIds, roleIds: roles.map((r) => r.roleId) };
}

/** Roles a caller may hand out: enabled ones; role admin only by the super administrator. */
export async function assignableRoles(db: Db, caller: Caller) {
  const rows = await db.select({ roleId: sysRole.roleId, roleName: sysRole.roleName, roleKey: sysRole.roleKey, roleSort: sysRole.roleSort, status: sysRole.status, createTime: sysRole.createTime })
    .from(sysRole).where(eq(sysRole.delFlag, '0')).orderBy(asc(sysRole.roleSort), asc(sysRole.roleId));
  return caller.roles.includes(superRole) ? rows : rows.filter((r) => r.roleKey !== superRole);
}

/** Every post, in order, for the user dialog to choose from (a disabled one is shown but not offered). */
export function postOptions(db: Db) {
  return db.select({ postId: sysPost.postId, postCode: sysPost.postCode, postName: sysPost.postName, postSort: sysPost.postSort, status: sysPost.status })
    .from(sysPost).orderBy(asc(sysPost.postSort), asc(sysPost.postId));
}

/** How a door tells that an account name is taken: the user dialog and import, or the sign-up page. */
type NameTaken = 'user.add.nameExists' | 'register.exists';

async function checkUnique(db: Db, body: UserBody, action: 'add' | 'edit', nameTaken: NameTaken = 'user.add.nameExists') {
  const others = body.userId ? ne(sysUser.userId, body.userId) : undefined;
  const name = body.userName;
  if (action === 'add') {
    const [taken] = await db.select({ id: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, name)).limit(1);
    if (taken) throw new AppError(nameTaken, { name });
    const lookalike = await lookalikeAccount(db, name);
    if (lookalike) throw new AppError('user.add.nameLookalike', { name, lookalike });
  }
  const checks = [body.phonenumber ? eq(sysUser.phonenumber, body.phonenumber) : undefined, body.email ? eq(sysUser.email, body.email) : undefined].filter(Boolean) as SQL[];
  if (!checks.length) return;
  const clashes = await db.select({ phonenumber: sysUser.phonenumber, email: sysUser.email }).from(sysUser)
    .where(and(eq(sysUser.delFlag, '0'), others, or(...checks)));
  if (body.phonenumber && clashes.some((c) => c.phonenumber === body.phonenumber)) throw new AppError(`user.${action}.phoneExists`, { name });
  if (body.email && clashes.some((c) => c.email === body.email)) throw new AppError(`user.${action}.emailExists`, { name });
}

async function checkReferences(db: Db, body: UserBody, caller: Caller) {
  if (body.deptId) {
    const [dept] = await db.select({ id: sysDept.deptId }).from(sysDept).where(and(eq(sysDept.deptId, body.deptId), eq(sysDept.delFlag, '0')));
    if (!dept) throw new AppError('user.dept.missing');
    await checkDeptInScope(db, caller, body.deptId);
  }
  await checkRoleIds(db, body.roleIds, caller, body.userId);
}

/**
 * Every role must exist; role admin can only be handed out by the super administrator; a role the user does not
 * hold yet is handed out only when the caller holds all it grants (checkRolesGrantable).
 */
async function checkRoleIds(db: Db, roleIds: readonly number[], caller: Caller, userId?: number) {
  if (!roleIds.length) return;
  const allowed = new Set((await assignableRoles(db, caller)).map((r) => r.roleId));
  if (roleIds.some((id) => !allowed.has(id))) throw new AppError('user.role.missing');
  const held = new Set(userId === undefined ? [] : await roleIdsOf(db, userId));
  await checkRolesGrantable(db, roleIds.filter((id) => !held.has(id)), caller);
}

const fields = (body: UserBody) => ({
  deptId: body.deptId ?? null, nickName: body.nickName, email: body.email ?? '', phonenumber: body.phonenumber ?? '',
  sex: body.sex, status: body.status, remark: body.remark ?? null,
});

async function replaceLinks(db: Db, userId: number, postIds: readonly number[], roleIds: readonly number[] | null) {
  await db.delete(sysUserPost).where(eq(sysUserPost.userId, userId));
  if (postIds.length) await db.insert(sysUserPost).values([...new Set(postIds)].map((postId) => ({ userId, postId })));
  if (roleIds) await replaceRoles(db, userId, roleIds);
}

/** A user's roles are part of their edit dialog: copies read before their roles changed are stale (their versions rise). */
export const rolesChanged = (db: Db, userIds: readonly number[], by: string) =>
  db.update(sysUser).set({ updateBy: by, updateTime: new Date() }).where(inArray(sysUser.userId, [...userIds]));

async function replaceRoles(db: Db, userId: number, roleIds: readonly number[]) {
  await db.delete(sysUserRole).where(eq(sysUserRole.userId, userId));
  if (roleIds.length) await db.insert(sysUserRole).values([...new Set(roleIds)].map((roleId) => ({ userId, roleId })));
}

/** The password policy, checked by whatever sets a password (the dialog and the sign-up page also check it as they parse). */
function checkedPassword(password: string | undefined): string {
  if (!password) throw new AppError('user.password.required', {}, 400);
  const checked = UserPassword.safeParse(password);
  if (!checked.success) throw new AppError(checked.error.issues[0]!.message as MessageKey, {}, 400);
  return password;
}

/**
 * A new staff account, under the rules every door that creates one shares: the password policy, a name nobody holds
 * or would mistake for another, a phone and e-mail nobody else uses; a caller's department and roles must be theirs
 * to give (the sign-up page gives none).
 */
async function createUser(ctx: AppContext, body: UserBody, by: string, nameTaken: NameTaken, caller?: Caller): Promise<void> {
  const password = checkedPassword(body.password);
  await saveUnique(() => checkUnique(ctx.db, body, 'add', nameTaken), async () => {
    if (caller) await checkReferences(ctx.db, body, caller);
    const hash = await hashPassword(password);
    await ctx.db.transaction(async (tx) => {
      const [user] = await tx.insert(sysUser).values({ ...fields(body), userName: body.userName, userType: 'U', password: hash, createBy: by })
        .returning({ userId: sysUser.userId });
      await replaceLinks(tx, user!.userId, body.postIds, body.roleIds);
    });
  });
}

export const addUser = (ctx: AppContext, body: UserBody, caller: Caller): Promise<void> =>
  createUser(ctx, body, caller.userName, 'user.add.nameExists', caller);

/** A person signing themselves up: a staff account named after them, without department, post or role. */
export const registerUser = (ctx: AppContext, userName: string, password: string): Promise<void> =>
  createUser(ctx, { userName, nickName: userName, password, sex: '0', status: '0', postIds: [], roleIds: [] }, userName, 'register.exists');

/** Roles of a user as ids. */
async function roleIdsOf(db: Db, userId: number): Promise<number[]> {
  return (await db.select({ id: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userId))).map((r) => r.id).sort((a, b) => a - b);
}

/**
 * Guards a change of a user's roles: nobody changes their own roles (no raising one's own privileges), and
 * the super administrator keeps role admin.
 */
async function checkRoleChange(db: Db, userId: number, roleIds: readonly number[], caller: Caller): Promise<boolean> {
  const current = await roleIdsOf(db, userId);
  const wanted = [...new Set(roleIds)].sort((a, b) => a - b);
  if (current.join(',') === wanted.join(',')) return false;
  if (userId === caller.userId) throw new AppError('user.roles.self');
  if (await isAdminUser(db, userId)) {
    const [adminRole] = await db.select({ roleId: sysRole.roleId }).from(sysRole).where(eq(sysRole.roleKey, superRole));
    if (adminRole && !wanted.includes(adminRole.roleId)) throw new AppError('user.admin.protected');
  }
  return true;
}

export async function updateUser(ctx: AppContext, body: Edited<UserBody>, caller: Caller): Promise<void> {
  if (!body.userId) throw new AppError('http.404', {}, 404);
  const userId = body.userId;
  await checkUserInScope(ctx.db, caller, userId);
  if (body.status === '1' && await isAdminUser(ctx.db, userId)) throw new AppError('user.admin.protected');
  await checkUnique(ctx.db, body, 'edit');
  await checkReferences(ctx.db, body, caller);
  const rolesChange = await checkRoleChange(ctx.db, userId, body.roleIds, caller);
  await ctx.db.transaction(async (tx) => {
    await saveEdit(tx, sysUser, eq(sysUser.userId, userId), body.version, { ...fields(body), updateBy: caller.userName, updateTime: new Date() });
    await replaceLinks(tx, userId, body.postIds, rolesChange ? body.roleIds : null);
  });
  await raiseAccessVersion(ctx.kv);
  if (body.status === '1') await endAccountSessions(ctx.kv, ctx.sessions, userId);
}

/** Deletes users (kept with del_flag '2'); never the super administrator or oneself. All or nothing. */
export async function removeUsers(ctx: AppContext, userIds: number[], caller: Caller): Promise<void> {
  if (userIds.includes(caller.userId)) throw new AppError('user.delete.self');
  for (const userId of userIds) {
    await checkUserInScope(ctx.db, caller, userId);
    if (await isAdminUser(ctx.db, userId)) throw new AppError('user.admin.protected');
  }
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sysUserRole).where(inArray(sysUserRole.userId, userIds));
    await tx.delete(sysUserPost).where(inArray(sysUserPost.userId, userIds));
    await tx.update(sysUser).set({ delFlag: '2', updateBy: caller.userName, updateTime: new Date() }).where(inArray(sysUser.userId, userIds));
  });
  for (const userId of userIds) await endAccountSessions(ctx.kv, ctx.sessions, userId);
}

/** A new password ends the user's sessions; resetting one's own keeps the session that did it (`callerSession`). */
export async function resetPassword(ctx: AppContext, userId: number, password: string, caller: Caller, callerSession: string): Promise<void> {
  await checkUserInScope(ctx.db, caller, userId);
  if (userId !== caller.userId && await isAdminUser(ctx.db, userId) && !caller.roles.includes(superRole)) throw new AppError('user.admin.protected');
  await ctx.db.update(sysUser).set({ password: await hashPassword(checkedPassword(password)), passwordExpired: await initPasswordModify(ctx), pwdUpdateDate: new Date(), updateBy: caller.userName, updateTime: new Date() })
    .where(eq(sysUser.userId, userId));
  await endAccountSessions(ctx.kv, ctx.sessions, userId, { backOffice: userId === caller.userId ? callerSession : undefined });
}

export async function changeStatus(ctx: AppContext, userId: number, status: '0' | '1', caller: Caller): Promise<void> {
  await checkUserInScope(ctx.db, caller, userId);
  if (await isAdminUser(ctx.db, userId)) throw new AppError('user.admin.protected');
  await ctx.db.update(sysUser).set({ status, updateBy: caller.userName, updateTime: new Date() }).where(eq(sysUser.userId, userId));
  if (status === '1') await endAccountSessions(ctx.kv, ctx.sessions, userId);
}

/** The user and every role the caller may assign, `flag` marking the ones the user holds. */
export async function authRoles(ctx: AppContext, userId: number, caller: Caller) {
  const user = await getUser(ctx, userId, caller);
  const held = new Set(user.roleIds);
  const roles = (await assignableRoles(ctx.db, caller)).map((r) => ({ ...r, flag: held.has(r.roleId) }));
  return { user, roles };
}

export async function saveAuthRoles(ctx: AppContext, body: AuthRoleBody, caller: Caller): Promise<void> {
  await checkUserInScope(ctx.db, caller, body.userId);
  await checkRoleIds(ctx.db, body.roleIds, caller, body.userId);
  if (!await checkRoleChange(ctx.db, body.userId, body.roleIds, caller)) return;
  await ctx.db.transaction(async (tx) => {
    await replaceRoles(tx, body.userId, body.roleIds);
    await rolesChanged(tx, [body.userId], caller.userName);
  });
  await raiseAccessVersion(ctx.kv);
}

import { and, asc, eq } from 'drizzle-orm';
import type { CustomerUserBody, Edited } from '@freight/domain';
import { sysUser } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { lookalikeAccount } from '../../../platform/lookalikeNames';
import { hashPassword } from '../../../platform/password';
import { getCustomer } from './service';
import { endAccountSessions } from '../../../platform/auth/accountSessions';
import { initPasswordModify } from '../../system/config/values';

/** Portal users: sys_user rows of type 'C' bound to a customer (staff users are type 'U'). */
const portalUser = (userId: number) => and(eq(sysUser.userId, userId), eq(sysUser.userType, 'C'), eq(sysUser.delFlag, '0'));

const listed = {
  userId: sysUser.userId, customerId: sysUser.customerId, userName: sysUser.userName, nickName: sysUser.nickName, email: sysUser.email,
  phonenumber: sysUser.phonenumber, status: sysUser.status, loginDate: sysUser.loginDate, createTime: sysUser.createTime, version: sysUser.version,
};

export function listCustomerUsers(ctx: AppContext, customerId: number) {
  return ctx.db.select(listed).from(sysUser)
    .where(and(eq(sysUser.customerId, customerId), eq(sysUser.userType, 'C'), eq(sysUser.delFlag, '0')))
    .orderBy(asc(sysUser.userName));
}

export async function getCustomerUser(ctx: AppContext, userId: number) {
  const [user] = await ctx.db.select(listed).from(sysUser).where(portalUser(userId));
  if (!user) throw new AppError('http.404', {}, 404);
  return user;
}

/** A new portal user signs in with the customer's language; account names are unique across staff and customers. */
export async function addCustomerUser(ctx: AppContext, body: CustomerUserBody, by: string): Promise<void> {
  if (!body.password) throw new AppError('user.password.required', {}, 400);
  const company = await getCustomer(ctx, body.customerId);
  const [taken] = await ctx.db.select({ id: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, body.userName)).limit(1);
  if (taken) throw new AppError('user.add.nameExists', { name: body.userName });
  const lookalike = await lookalikeAccount(ctx.db, body.userName);
  if (lookalike) throw new AppError('user.add.nameLookalike', { name: body.userName, lookalike });
  await ctx.db.insert(sysUser).values({
    userName: body.userName, nickName: body.nickName, email: body.email, phonenumber: body.phonenumber, status: body.status,
    userType: 'C', customerId: company.customerId, languageId: company.languageId, password: await hashPassword(body.password), createBy: by,
  });
}

/** Changes name, contact and status; the account name and the company stay. Disabling ends the user's sessions, as the switch does. */
export async function updateCustomerUser(ctx: AppContext, body: Edited<CustomerUserBody>, by: string): Promise<void> {
  if (!body.userId) throw new AppError('http.404', {}, 404);
  await getCustomerUser(ctx, body.userId);
  await saveEdit(ctx.db, sysUser, portalUser(body.userId)!, body.version,
    { nickName: body.nickName, email: body.email, phonenumber: body.phonenumber, status: body.status, updateBy: by, updateTime: new Date() });
  if (body.status === '1') await endAccountSessions(ctx.kv, ctx.sessions, body.userId);
}

export async function resetCustomerUserPassword(ctx: AppContext, userId: number, password: string, by: string): Promise<void> {
  await getCustomerUser(ctx, userId);
  await ctx.db.update(sysUser).set({ password: await hashPassword(password), passwordExpired: await initPasswordModify(ctx), pwdUpdateDate: new Date(), updateBy: by, updateTime: new Date() }).where(portalUser(userId));
  await endAccountSessions(ctx.kv, ctx.sessions, userId);
}

/** Deletes a portal user (kept with del_flag '2', so their inquiries still name them) and ends their sessions at once. */
export async function removeCustomerUser(ctx: AppContext, userId: number, by: string): Promise<void> {
  await getCustomerUser(ctx, userId);
  await ctx.db.update(sysUser).set({ delFlag: '2', updateBy: by, updateTime: new Date() }).where(portalUser(userId));
  await endAccountSessions(ctx.kv, ctx.sessions, userId);
}

/** Disabling a portal user ends their sessions and stops their next sign-in. */
export async function changeCustomerUserStatus(ctx: AppContext, userId: number, status: '0' | '1', by: string): Promise<void> {
  await getCustomerUser(ctx, userId);
  await ctx.db.update(sysUser).set({ status, updateBy: by, updateTime: new Date() }).where(portalUser(userId));
  if (status === '1') await endAccountSessions(ctx.kv, ctx.sessions, userId);
}

import { and, asc, eq, ne } from 'drizzle-orm';
import type { PasswordChange, ProfileBody } from '@freight/domain';
import { sysDept, sysPost, sysRole, sysUser, sysUserPost, sysUserRole } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { endAccountSessions } from '../../../platform/auth/accountSessions';
import { AppError, unauthorized } from '../../../platform/errors';
import { hashPassword, verifyPassword } from '../../../platform/password';

/** The person's own record without the password, with department, role group and post group (names joined by commas). */
export async function readProfile(ctx: AppContext, userId: number) {
  const [row] = await ctx.db
    .select({ user: sysUser, deptName: sysDept.deptName })
    .from(sysUser)
    .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
    .where(and(eq(sysUser.userId, userId), eq(sysUser.delFlag, '0')));
  if (!row) throw unauthorized();
  const [roles, posts] = await Promise.all([
    ctx.db.select({ name: sysRole.roleName }).from(sysUserRole).innerJoin(sysRole, eq(sysRole.roleId, sysUserRole.roleId))
      .where(and(eq(sysUserRole.userId, userId), eq(sysRole.delFlag, '0'))).orderBy(asc(sysRole.roleSort)),
    ctx.db.select({ name: sysPost.postName }).from(sysUserPost).innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
      .where(eq(sysUserPost.userId, userId)).orderBy(asc(sysPost.postSort)),
  ]);
  const { password: _password, ...user } = row.user;
  return {
    data: { ...user, deptName: row.deptName ?? '', dept: row.deptName ? { deptName: row.deptName } : null },
    roleGroup: roles.map((r) => r.name).join(','),
    postGroup: posts.map((p) => p.name).join(','),
  };
}

/** Saves nickname, phone, e-mail and sex; phone and e-mail must not belong to somebody else. */
export async function updateProfile(ctx: AppContext, userId: number, userName: string, body: Required<Pick<ProfileBody, 'nickName'>> & ProfileBody) {
  const taken = async (column: typeof sysUser.phonenumber | typeof sysUser.email, value: string) =>
    value !== '' && (await ctx.db.select({ id: sysUser.userId }).from(sysUser)
      .where(and(eq(column, value), ne(sysUser.userId, userId), eq(sysUser.delFlag, '0'))).limit(1)).length > 0;
  const phonenumber = body.phonenumber ?? '';
  const email = body.email ?? '';
  if (await taken(sysUser.phonenumber, phonenumber)) throw new AppError('profile.phone.exists', { name: userName });
  if (await taken(sysUser.email, email)) throw new AppError('profile.email.exists', { name: userName });
  await ctx.db.update(sysUser)
    .set({ nickName: body.nickName, phonenumber, email, ...(body.sex ? { sex: body.sex } : {}), updateBy: userName, updateTime: new Date() })
    .where(eq(sysUser.userId, userId));
}

export async function setAvatar(ctx: AppContext, userId: number, userName: string, url: string): Promise<string> {
  const [old] = await ctx.db.select({ avatar: sysUser.avatar }).from(sysUser).where(eq(sysUser.userId, userId));
  await ctx.db.update(sysUser).set({ avatar: url, updateBy: userName, updateTime: new Date() }).where(eq(sysUser.userId, userId));
  return old?.avatar ?? '';
}

/**
 * A person's own new password: the old one must be right and the new one different. Their other sessions end; the
 * one that made the change (`keptSession`) stays.
 */
export async function changePassword(ctx: AppContext, userId: number, userName: string, body: PasswordChange, keptSession: string): Promise<void> {
  const [user] = await ctx.db.select({ password: sysUser.password }).from(sysUser).where(eq(sysUser.userId, userId));
  if (!user || !(await verifyPassword(user.password, body.oldPassword))) throw new AppError('password.old.wrong');
  if (body.oldPassword === body.newPassword) throw new AppError('password.new.same');
  await ctx.db.update(sysUser)
    .set({ password: await hashPassword(body.newPassword), passwordExpired: false, pwdUpdateDate: new Date(), updateBy: userName, updateTime: new Date() })
    .where(eq(sysUser.userId, userId));
  await endAccountSessions(ctx.kv, ctx.sessions, userId, { backOffice: keptSession });
}

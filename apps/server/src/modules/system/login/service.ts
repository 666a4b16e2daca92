import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { LoginBody, RegisterBody } from '@freight/domain';
import { sysDept, sysUser } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import type { AppContext } from '../../../platform/context';
import { hashPassword, verifyPassword } from '../../../platform/password';
import { writeLoginLog } from '../../../platform/loginLog';
import { describeUserAgent } from '../../../platform/userAgent';
import { captchaEnabled, registerEnabled } from '../config/values';
import { loadAccess } from './access';

export const maxPasswordAttempts = 5;
export const lockMinutes = 10;
const attemptsKey = (userName: string) => `pwd_err_cnt:${userName}`;

/** Checks captcha, lock-out and password; on success opens a session and returns its token. */
export async function login(ctx: AppContext, req: FastifyRequest, body: LoginBody): Promise<string> {
  const userName = body.username;
  try {
    if (await captchaEnabled(ctx)) await ctx.captcha.check(body.uuid, body.code);
    const attempts = Number((await ctx.kv.get(attemptsKey(userName))) ?? 0);
    if (attempts >= maxPasswordAttempts) throw new AppError('login.locked', { count: maxPasswordAttempts, minutes: lockMinutes });

    const [user] = await ctx.db
      .select({ user: sysUser, deptName: sysDept.deptName })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(and(eq(sysUser.userName, userName), eq(sysUser.delFlag, '0')));
    if (!user || user.user.userType !== 'U' || !(await verifyPassword(user.user.password, body.password))) {
      const failures = await ctx.kv.incr(attemptsKey(userName), lockMinutes * 60);
      if (failures >= maxPasswordAttempts) throw new AppError('login.locked', { count: maxPasswordAttempts, minutes: lockMinutes });
      throw new AppError('login.failed');
    }
    if (user.user.status !== '0') throw new AppError('login.disabled');
    await ctx.kv.del(attemptsKey(userName));

    const access = await loadAccess(ctx.db, user.user.userId);
    const { browser, os } = describeUserAgent(req.headers['user-agent']);
    const session = await ctx.sessions.create({
      kind: 'admin',
      userId: user.user.userId,
      userName,
      userType: user.user.userType,
      deptName: user.deptName ?? '',
      roles: access.roles,
      permissions: access.permissions,
      ipaddr: req.ip,
      browser,
      os,
      passwordExpired: user.user.passwordExpired,
    });
    await ctx.db.update(sysUser).set({ loginIp: req.ip, loginDate: new Date() }).where(eq(sysUser.userId, user.user.userId));
    await writeLoginLog(ctx.db, req, userName, true, req.t('login.success'));
    return ctx.tokens.issue(session.sessionId, 'admin');
  } catch (error) {
    if (error instanceof AppError) await writeLoginLog(ctx.db, req, userName, false, req.t(error.key, error.params));
    throw error;
  }
}

export async function register(ctx: AppContext, body: RegisterBody): Promise<void> {
  if (!(await registerEnabled(ctx))) throw new AppError('register.disabled');
  if (await captchaEnabled(ctx)) await ctx.captcha.check(body.uuid, body.code);
  const [existing] = await ctx.db.select({ id: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, body.username));
  if (existing) throw new AppError('register.exists', { name: body.username });
  const inserted = await ctx.db.insert(sysUser).values({
    userName: body.username,
    nickName: body.username,
    password: await hashPassword(body.password),
    createBy: body.username,
  }).onConflictDoNothing().returning({ id: sysUser.userId });
  if (!inserted.length) throw new AppError('register.exists', { name: body.username });
}

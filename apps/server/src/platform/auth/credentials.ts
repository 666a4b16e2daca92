import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { sysDept, sysUser } from '../../db/schema/index';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { writeLoginLog } from '../loginLog';
import { verifyPassword } from '../password';

export const maxPasswordAttempts = 5;
export const lockMinutes = 10;
const attemptsKey = (userName: string) => `pwd_err_cnt:${userName}`;

export interface Credentials { username: string; password: string; code?: string; uuid?: string }
export type AuthenticatedUser = typeof sysUser.$inferSelect & { deptName: string };

/**
 * One check for every sign-in (back office and sign-on service): captcha, lock-out after
 * 5 wrong passwords for 10 minutes, password, account status; every attempt is logged.
 */
export async function checkCredentials(
  ctx: AppContext,
  req: FastifyRequest,
  credentials: Credentials,
  { captcha, userTypes }: { captcha: boolean; userTypes: string[] },
): Promise<AuthenticatedUser> {
  const userName = credentials.username;
  try {
    if (captcha) await ctx.captcha.check(credentials.uuid, credentials.code);
    const attempts = Number((await ctx.kv.get(attemptsKey(userName))) ?? 0);
    if (attempts >= maxPasswordAttempts) throw new AppError('login.locked', { count: maxPasswordAttempts, minutes: lockMinutes });

    const [row] = await ctx.db
      .select({ user: sysUser, deptName: sysDept.deptName })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(and(eq(sysUser.userName, userName), eq(sysUser.delFlag, '0')));
    if (!row || !userTypes.includes(row.user.userType) || !(await verifyPassword(row.user.password, credentials.password))) {
      const failures = await ctx.kv.incr(attemptsKey(userName), lockMinutes * 60);
      if (failures >= maxPasswordAttempts) throw new AppError('login.locked', { count: maxPasswordAttempts, minutes: lockMinutes });
      throw new AppError('login.failed');
    }
    if (row.user.status !== '0') throw new AppError('login.disabled');
    await ctx.kv.del(attemptsKey(userName));
    await ctx.db.update(sysUser).set({ loginIp: req.ip, loginDate: new Date() }).where(eq(sysUser.userId, row.user.userId));
    await writeLoginLog(ctx.db, req, userName, true, req.t('login.success'));
    return { ...row.user, deptName: row.deptName ?? '' };
  } catch (error) {
    if (error instanceof AppError) await writeLoginLog(ctx.db, req, userName, false, req.t(error.key, error.params));
    throw error;
  }
}

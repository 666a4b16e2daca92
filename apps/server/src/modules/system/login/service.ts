import type { FastifyRequest } from 'fastify';
import type { LoginBody } from '@freight/domain';
import { currentAccessVersion } from '../../../platform/auth/accessVersion';
import { checkCredentials } from '../../../platform/auth/credentials';
import type { AppContext } from '../../../platform/context';
import { describeUserAgent } from '../../../platform/userAgent';
import { captchaEnabled, passwordValidateDays } from '../config/values';
import { loadAccess } from './access';

const dayMs = 24 * 60 * 60 * 1000;

/** RuoYi's count: more whole days since the password was set than the parameter allows (0 turns the rule off). */
export function passwordTooOld(pwdUpdateDate: Date, validDays: number, now = new Date()): boolean {
  return validDays > 0 && Math.floor((now.getTime() - pwdUpdateDate.getTime()) / dayMs) > validDays;
}

/**
 * Staff sign-in to the back office: opens a session and returns its token. A one-time or reset password, or one
 * older than sys.account.passwordValidateDays, must be replaced before anything else (the guard answers 601).
 */
export async function login(ctx: AppContext, req: FastifyRequest, body: LoginBody): Promise<string> {
  const user = await checkCredentials(ctx, req, body, { captcha: await captchaEnabled(ctx), userTypes: ['U'] });
  const aged = !user.passwordExpired && passwordTooOld(user.pwdUpdateDate, await passwordValidateDays(ctx));
  const accessVersion = await currentAccessVersion(ctx.kv);
  const access = await loadAccess(ctx.db, user.userId);
  const { browser, os } = describeUserAgent(req.headers['user-agent']);
  const session = await ctx.sessions.create({
    kind: 'admin',
    userId: user.userId,
    userName: user.userName,
    userType: user.userType,
    deptName: user.deptName,
    roles: access.roles,
    permissions: access.permissions,
    accessVersion,
    ipaddr: req.ip,
    browser,
    os,
    passwordExpired: user.passwordExpired || aged,
    passwordAged: aged,
  });
  return ctx.tokens.issue(session.sessionId, 'admin');
}

import { eq } from 'drizzle-orm';
import { LoginBody, RegisterBody, UnlockBody } from '@freight/domain';
import { sysDept, sysUser } from '../../../db/schema/index';
import { currentAccessVersion } from '../../../platform/auth/accessVersion';
import { bearerToken } from '../../../platform/auth/token';
import { unauthorized } from '../../../platform/errors';
import type { RouteModule } from '../../../platform/module';
import { signInRateLimiter } from '../../../platform/rateLimit';
import { ok } from '../../../platform/reply';
import { captchaEnabled, registerEnabled } from '../config/values';
import { buildRouters } from '../menu/routers';
import { navigableMenus } from '../menu/service';
import { userCommands } from '../user/commands';
import { loadAccess } from './access';
import { login } from './service';
import { unlockScreen } from './unlock';

/** Sign-in, sign-out and what a signed-in staff member may see (back-office.md §7). */
export const loginRoutes: RouteModule = (ctx) => async (app) => {
  const loginLimit = signInRateLimiter(ctx.kv, ctx.config.loginRateLimit);
  const limitLogin = (ip: string) => loginLimit.enforce(ip);

  app.get('/captchaImage', { config: { access: { public: true }, writes: 'session' } }, async (req) => {
    const enabled = await captchaEnabled(ctx);
    const register = await registerEnabled(ctx);
    return ok(req, { captchaEnabled: enabled, registerEnabled: register, ...(enabled ? await ctx.captcha.create() : {}) });
  });

  app.post('/login', { config: { access: { public: true }, writes: 'session' }, schema: { body: LoginBody } }, async (req) => {
    await limitLogin(req.ip);
    const token = await login(ctx, req, req.body);
    return ok(req, { token });
  });

  app.post('/register', { config: { access: { public: true }, command: 'system:user:register' }, schema: { body: RegisterBody } }, async (req) => {
    await limitLogin(req.ip);
    await userCommands.register(ctx, req.body);
    return ok(req, { msg: req.t('register.success', { name: req.body.username }) });
  });

  // Reachable while a password must be changed: the lock screen stands in front of that prompt too.
  app.post('/unlockscreen', { config: { access: { passwordChange: true }, writes: 'session' }, schema: { body: UnlockBody } }, async (req) => {
    await limitLogin(req.ip);
    await unlockScreen(ctx, req, req.body.password);
    return ok(req, { msg: req.t('unlock.success') });
  });

  app.post('/logout', { config: { access: { public: true }, writes: 'session' } }, async (req) => {
    const claims = await ctx.tokens.read(bearerToken(req.headers.authorization) ?? '');
    if (claims) await ctx.sessions.remove(claims.sid);
    return ok(req, { msg: req.t('logout.success') });
  });

  app.get('/getInfo', { config: { access: { passwordChange: true }, writes: 'session' } }, async (req) => {
    const session = req.session!;
    const [row] = await ctx.db
      .select({ user: sysUser, deptName: sysDept.deptName })
      .from(sysUser)
      .leftJoin(sysDept, eq(sysDept.deptId, sysUser.deptId))
      .where(eq(sysUser.userId, session.userId));
    if (!row) throw unauthorized();
    const accessVersion = await currentAccessVersion(ctx.kv);
    const access = await loadAccess(ctx.db, session.userId);
    await ctx.sessions.update({ ...session, roles: access.roles, permissions: access.permissions, accessVersion });
    const { password: _password, ...user } = row.user;
    return ok(req, {
      user: { ...user, dept: row.deptName ? { deptName: row.deptName } : null },
      roles: access.roles.length ? access.roles : ['ROLE_DEFAULT'],
      permissions: access.permissions,
      // RuoYi-Vue3 prompts "still the initial password" on the first, "expired" on the second alone; we also hold
      // the person to it (the guard answers 601 until it is changed).
      isDefaultModifyPwd: session.passwordExpired === true && session.passwordAged !== true,
      isPasswordExpired: session.passwordExpired === true,
      isPasswordAged: session.passwordAged === true,
      // The zone of the times in every reply, so the web counts "5 minutes ago" right wherever the browser is.
      timeZone: ctx.config.timeZone,
    });
  });

  app.get('/getRouters', { config: { access: { passwordChange: true } } }, async (req) => {
    const access = await loadAccess(ctx.db, req.session!.userId);
    const menus = await navigableMenus(ctx.db, access.roles, access.roleIds);
    return ok(req, { data: buildRouters(menus, req.language) });
  });
};

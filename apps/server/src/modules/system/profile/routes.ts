import { eq } from 'drizzle-orm';
import { PasswordChange } from '@freight/domain';
import { sysUser } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import type { RouteModule } from '../../../platform/module';
import { hashPassword, verifyPassword } from '../../../platform/password';
import { ok } from '../../../platform/reply';

/** The signed-in user's own account. Passwords travel in the body, never in the address. */
export const profileRoutes: RouteModule = (ctx) => async (app) => {
  app.put('/system/user/profile/updatePwd', { config: { access: { passwordChange: true } }, schema: { body: PasswordChange } }, async (req) => {
    const session = req.session!;
    const [user] = await ctx.db.select({ password: sysUser.password }).from(sysUser).where(eq(sysUser.userId, session.userId));
    if (!user || !(await verifyPassword(user.password, req.body.oldPassword))) throw new AppError('password.old.wrong');
    if (req.body.oldPassword === req.body.newPassword) throw new AppError('password.new.same');
    await ctx.db.update(sysUser)
      .set({ password: await hashPassword(req.body.newPassword), passwordExpired: false, updateBy: session.userName, updateTime: new Date() })
      .where(eq(sysUser.userId, session.userId));
    await ctx.sessions.update({ ...session, passwordExpired: false });
    return ok(req);
  });
};

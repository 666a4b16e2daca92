import { and, eq } from 'drizzle-orm';
import { languageIds, type Language, type PasswordChange } from '@freight/domain';
import { sysUser } from '../../../db/schema/index';
import { endAccountSessions, type KeptSession } from '../../../platform/auth/accountSessions';
import { customerCommand } from '../../../platform/commands/customerCommand';
import { AppError, unauthorized } from '../../../platform/errors';
import { hashPassword, verifyPassword } from '../../../platform/password';

/**
 * A person's own account as the portal changes it (on the sign-on service's password and language pages), whatever
 * the door.
 */
export const accountCommands = {
  /**
   * A new password, given the current one: every other session of the account ends (back office, portal gateway,
   * sign-on); `keep` names the credential that made the change, which stays signed in.
   */
  password: customerCommand('portal:account:password', async (ctx, actor, change: PasswordChange, keep: KeptSession) => {
    const [user] = await ctx.db.select({ password: sysUser.password }).from(sysUser).where(and(eq(sysUser.userId, actor.userId), eq(sysUser.delFlag, '0')));
    if (!user) throw unauthorized();
    if (!(await verifyPassword(user.password, change.oldPassword))) throw new AppError('password.old.wrong');
    if (change.oldPassword === change.newPassword) throw new AppError('password.new.same');
    await ctx.db.update(sysUser)
      .set({ password: await hashPassword(change.newPassword), passwordExpired: false, pwdUpdateDate: new Date(), updateBy: actor.userName, updateTime: new Date() })
      .where(eq(sysUser.userId, actor.userId));
    await endAccountSessions(ctx.kv, ctx.sessions, actor.userId, keep);
  }),
  /** The language the person signs in with from now on, over their company's. */
  language: customerCommand('portal:account:language', async (ctx, actor, language: Language) => {
    await ctx.db.update(sysUser).set({ preferredLanguageId: languageIds[language] }).where(eq(sysUser.userId, actor.userId));
  }),
};

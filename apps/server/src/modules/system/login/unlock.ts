import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { sysUser } from '../../../db/schema/index';
import { checkPasswordAttempt } from '../../../platform/auth/credentials';
import type { AppContext } from '../../../platform/context';
import { unauthorized } from '../../../platform/errors';

/**
 * The lock screen's check of the signed-in person's own password. It counts as a sign-in attempt (the same lock-out
 * of account and address), so a session left open is no way to try passwords without limit.
 */
export async function unlockScreen(ctx: AppContext, req: FastifyRequest, password: string): Promise<void> {
  const session = req.session!;
  const [user] = await ctx.db.select({ password: sysUser.password }).from(sysUser)
    .where(and(eq(sysUser.userId, session.userId), eq(sysUser.delFlag, '0')));
  if (!user) throw unauthorized();
  await checkPasswordAttempt(ctx.kv, req.ip, session.userName, user.password, password, 'unlock.failed');
}

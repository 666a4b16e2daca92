import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { sysUser } from '../../../db/schema/index';
import { endAccountSessions } from '../../../platform/auth/accountSessions';
import type { AppContext } from '../../../platform/context';

/**
 * A disabled company's portal users are signed out everywhere at once: every door that disables a company calls this.
 * A save inside a transaction reads the users through it (PGlite serves one transaction at a time).
 */
export async function endCompanySessions(ctx: AppContext, customerId: number, db: Db | Tx = ctx.db): Promise<void> {
  const users = await db.select({ userId: sysUser.userId }).from(sysUser).where(and(eq(sysUser.customerId, customerId), eq(sysUser.userType, 'C')));
  for (const { userId } of users) await endAccountSessions(ctx.kv, ctx.sessions, userId);
}

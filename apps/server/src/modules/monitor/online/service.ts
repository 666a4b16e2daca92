import { and, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { sysUser } from '../../../db/schema/index';
import type { LoginSession } from '../../../platform/auth/session';
import { AppError } from '../../../platform/errors';
import { userScope } from '../../system/user/dataScope';
import type { Caller } from '../../system/user/service';

/** The sessions whose users are inside the caller's data scope, as the user list shows them. */
export async function sessionsInScope(db: Db, caller: Caller, sessions: LoginSession[]): Promise<LoginSession[]> {
  const scope = await userScope(db, caller);
  if (!scope || sessions.length === 0) return sessions;
  const userIds = [...new Set(sessions.map((s) => s.userId))];
  const visible = new Set((await db.select({ userId: sysUser.userId }).from(sysUser).where(and(inArray(sysUser.userId, userIds), scope))).map((u) => u.userId));
  return sessions.filter((s) => visible.has(s.userId));
}

/** Refuses to sign out a session of a user outside the caller's data scope; a session already gone needs nothing. */
export async function checkSessionInScope(db: Db, caller: Caller, session: LoginSession | null): Promise<void> {
  if (session && (await sessionsInScope(db, caller, [session])).length === 0) throw new AppError('user.dataScope', {}, 403);
}

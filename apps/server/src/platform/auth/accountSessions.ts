import { randomUUID } from 'node:crypto';
import type { KvStore } from '../kv/index';
import type { SessionStore } from './session';

/**
 * Ending every session of one account at once (disabled, deleted, password changed): back-office sessions are
 * removed; portal gateway sessions carry the account's epoch from when they were opened and stop at their next
 * call once it changed; the sign-on provider's sessions, grants and tokens of the account are destroyed through
 * an index kept beside them, so a silent sign-on (prompt=none) finds nobody signed in.
 */
const epochKey = (userId: number) => `account_epoch:${userId}`;
/** Longer than any session can live (a portal session idles out after a day, sign-on data after 14 days). */
const epochTtlSeconds = 30 * 24 * 3600;

/** The key under which the sign-on storage lists one stored item of an account. */
export const ssoAccountIndexKey = (accountId: string, model: string, id: string) => `oidc:account:${accountId}:${model}:${id}`;

export async function accountEpoch(kv: KvStore, userId: number): Promise<string | null> {
  return kv.get(epochKey(userId));
}

/** Whether a session opened under `openedWith` was ended since. */
export async function sessionEnded(kv: KvStore, userId: number, openedWith: string | null | undefined): Promise<boolean> {
  const current = await accountEpoch(kv, userId);
  return current !== null && current !== openedWith;
}

/** What a person's own password change keeps: the credential that made the change. */
export interface KeptSession {
  /** The back-office session that changed the password. */
  backOffice?: string;
  /** The sign-on provider's items (`<model>:<id>`) of the browser session that changed it: the session and its grants. */
  signOn?: readonly string[];
}

export async function endAccountSessions(kv: KvStore, sessions: SessionStore, userId: number, keep: KeptSession = {}): Promise<void> {
  await kv.set(epochKey(userId), randomUUID(), epochTtlSeconds);
  await sessions.removeAllOf(userId, keep.backOffice);
  const prefix = `oidc:account:${userId}:`;
  const refs = (await kv.keys(prefix)).filter((ref) => !keep.signOn?.includes(ref.slice(prefix.length)));
  const stored = refs.map((ref) => `oidc:${ref.slice(prefix.length)}`);
  if (refs.length) await kv.del(...stored, ...refs);
}

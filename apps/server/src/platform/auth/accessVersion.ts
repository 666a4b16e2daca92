import { randomUUID } from 'node:crypto';
import type { KvStore } from '../kv/index';

/**
 * One marker in the shared store that every change to roles, menus, role-menu or user-role links replaces.
 * A session remembers the marker its permissions were loaded under; the guard reloads them from the database
 * when the marker moved, so a permission taken away is gone on the next request, on every instance.
 */
const key = 'access_version';

/** The current marker; one is made when none exists (first start, or the store was cleared). */
export async function currentAccessVersion(kv: KvStore): Promise<string> {
  const version = await kv.get(key);
  if (version !== null) return version;
  await kv.setIfAbsent(key, randomUUID(), ttlSeconds);
  return (await kv.get(key)) ?? '';
}

/** Ten years: the marker must outlive every session; a lost marker only makes every session reload once. */
const ttlSeconds = 10 * 365 * 24 * 3600;

/** Called after a change to who may do what has been written. */
export async function raiseAccessVersion(kv: KvStore): Promise<void> {
  await kv.set(key, randomUUID(), ttlSeconds);
}

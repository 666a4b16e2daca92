import { count, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db/client';
import { sysUser } from '../../../db/schema/index';
import { sharedRead } from '../../../platform/sharedRead';

const versionQuery = sql`select version from user_counts_version where id = 1`;
const counts = new WeakMap<Db, LRUCache<string, number>>();

/** The committed count of changes to what user-list counts read (schema: userCountsVersion), read once for all calls waiting on it. */
function userCountsVersion(db: Db): Promise<number> {
  return sharedRead(db, 'user counts version', async () => {
    const result = await db.execute<{ version: string | number }>(versionQuery);
    return Number(result.rows[0]?.version ?? 0);
  });
}

/**
 * How many users match `where`. A "contains" filter over many staff makes the count the dearest part of a
 * list page, so each count is kept under the version it was made at and made again only once that moves.
 */
export async function countUsers(db: Db, where: SQL | undefined): Promise<number> {
  let known = counts.get(db);
  if (!known) {
    known = new LRUCache({ max: 5000 });
    counts.set(db, known);
  }
  const query = db.select({ n: count() }).from(sysUser).where(where);
  const { sql: text, params } = query.toSQL();
  const key = `${await userCountsVersion(db)}\n${text}\n${JSON.stringify(params)}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached;
  const [row] = await query;
  known.set(key, row!.n);
  return row!.n;
}

import { count, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { cacheBounds } from '../../../platform/cacheBounds';
import type { Db } from '../../../db/client';
import { sysUser } from '../../../db/schema/index';
import type { Page, PageWindow } from '../../../platform/list/page';
import { perOwner } from '../../../platform/perOwner';
import { freshRead, readThrough } from '../../../platform/sharedRead';

const versionsQuery = sql`select (select version from user_counts_version where id = 1) as counts, (select version from user_list_version where id = 1) as list`;

interface Versions { counts: number; list: number }

/** The committed versions of what user lists read (schema: userCountsVersion, userListVersion), in one query shared by the calls waiting on it. */
function userListVersions(db: Db): Promise<Versions> {
  return freshRead(db, 'user list versions', async () => {
    const { rows } = await db.execute<{ counts: string | number | null; list: string | number | null }>(versionsQuery);
    return { counts: Number(rows[0]?.counts ?? 0), list: Number(rows[0]?.list ?? 0) };
  });
}

interface Kept { counts: LRUCache<string, number>; pages: LRUCache<string, unknown[]> }
const kept = new WeakMap<Db, Kept>();

const newKept = (): Kept => ({
  counts: new LRUCache({ max: Math.max(1, cacheBounds().userCounts) }),
  // Bounded by rows: a page holds at most maxPageSize of them.
  pages: new LRUCache({ max: 5000, maxSize: Math.max(1, cacheBounds().userPageRows), sizeCalculation: (rows) => rows.length + 1, ttl: 10 * 60_000 }),
});

/**
 * One page of users matching `where`, and how many match. A page is read again only once a user row, a department
 * or a custom scope has changed; a count only once what its filter reads has (sign-ins leave counts standing: a
 * "contains" filter over many staff makes the count the dearest part of a page). The keys hold the filter's SQL
 * with its parameters, so every filter and data scope has its own entries.
 */
export async function keptUserPage<T>(db: Db, where: SQL | undefined, window: PageWindow, readRows: () => Promise<T[]>): Promise<Page<T>> {
  const store = perOwner(kept, db, newKept);
  const countQuery = db.select({ n: count() }).from(sysUser).where(where);
  const { sql: text, params } = countQuery.toSQL();
  const filter = `${text}\n${JSON.stringify(params)}`;
  const versions = await userListVersions(db);
  const countKey = `${versions.counts}\n${filter}`;
  const pageKey = `${versions.counts}:${versions.list}:${window.limit}:${window.offset}\n${filter}`;
  const [rows, total] = await Promise.all([
    readThrough(store.pages, pageKey, readRows) as Promise<T[]>,
    readThrough(store.counts, countKey, async () => (await countQuery)[0]!.n),
  ]);
  return { rows, total };
}

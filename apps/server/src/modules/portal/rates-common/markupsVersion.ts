import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { freshRead } from '../../../platform/sharedRead';

const versionQuery = sql`select version from markups_version where id = 1`;

/** The committed count of changes to what customer pricing reads (schema: markupsVersion), read once for all calls waiting on it. */
export function markupsVersion(db: Db): Promise<number> {
  return freshRead(db, 'markups version', async () => {
    const result = await db.execute<{ version: string | number }>(versionQuery);
    return Number(result.rows[0]?.version ?? 0);
  });
}

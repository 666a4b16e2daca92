import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { freshRead } from '../../../platform/sharedRead';

const versionQuery = sql`select version from rates_version where id = 1`;

/** The committed count of changes to what rate searches show (schema: ratesVersion), read once for all calls waiting on it. */
export function ratesVersion(db: Db): Promise<number> {
  return freshRead(db, 'rates version', async () => {
    const result = await db.execute<{ version: string | number }>(versionQuery);
    return Number(result.rows[0]?.version ?? 0);
  });
}

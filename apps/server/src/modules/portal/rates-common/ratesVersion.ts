import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';

const versionQuery = sql`select version from rates_version where id = 1`;
const inFlight = new WeakMap<Db, Promise<number>>();

async function readVersion(db: Db): Promise<number> {
  const result = await db.execute<{ version: string | number }>(versionQuery);
  return Number(result.rows[0]?.version ?? 0);
}

/**
 * The committed count of changes to what rate searches show (schema: ratesVersion). Calls arriving
 * while a read is under way share it, so under load one query answers them all; a call never sees a
 * version older than one read after it arrived at the server's door, a moment at most.
 */
export function ratesVersion(db: Db): Promise<number> {
  let read = inFlight.get(db);
  if (!read) {
    read = readVersion(db).finally(() => inFlight.delete(db));
    inFlight.set(db, read);
  }
  return read;
}

import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';
import { AppError } from './errors';

/** A table whose rows carry the version a trigger raises on every update (db/schema/columns.ts). */
type VersionedTable = PgTable & { version: PgColumn };

/**
 * Saves an edit over the version of the row the editor read (optimistic concurrency). When someone else has
 * saved the row since, no row matches: nothing is written and the reply is code 409, so a stale copy never
 * silently wins. Inside a transaction the refusal also undoes what the transaction wrote before it.
 */
export async function saveEdit<T extends VersionedTable>(db: Db | Tx, table: T, row: SQL, readVersion: number, values: PgUpdateSetSource<T>): Promise<void> {
  const saved = await db.update(table).set(values).where(and(row, eq(table.version, readVersion))).returning({ version: table.version });
  if (saved.length === 0) throw new AppError('record.changed', {}, 409);
}

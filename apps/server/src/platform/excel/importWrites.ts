import { sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/**
 * The `set` of an insert … on conflict do update that takes each named field from the row being
 * inserted (`excluded`): an imported row replaces the stored record with the same key.
 */
export function fromImportedRow<F extends string>(fields: readonly F[]): Record<F, SQL> {
  return Object.fromEntries(fields.map((f) => [f, sql.raw(`excluded."${toSnakeCase(f)}"`)])) as Record<F, SQL>;
}

import { getTableColumns, getTableName, sql, type InferInsertModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client';

/** Column names as the database spells them: the schema's keys in snake_case (db/client.ts casing). */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Rows per statement: one JSON parameter each, a few megabytes at most. */
const chunk = 20_000;

/**
 * Inserts many rows with one statement per 20,000: the rows travel as a single JSON parameter and
 * `json_populate_recordset` turns them into the table's row type. Binding tens of thousands of
 * parameters one by one is what makes a plain multi-row VALUES insert slow on PGlite; this keeps the
 * demo seed well under a few seconds. Returns the new ids (`idKey`), in the order of `rows`.
 */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: InferInsertModel<T>[], idKey?: keyof T['_']['columns'] & string): Promise<number[]> {
  if (rows.length === 0) return [];
  const known = getTableColumns(table);
  const keys = Object.keys(rows[0]!).filter((key) => key in known);
  const columns = sql.join(keys.map((key) => sql.identifier(snakeCase(key))), sql`, `);
  const source = sql.join(keys.map((key) => sql`x.${sql.identifier(snakeCase(key))}`), sql`, `);
  const name = sql.identifier(getTableName(table));
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const json = JSON.stringify(rows.slice(i, i + chunk).map((row) =>
      Object.fromEntries(keys.map((key) => [snakeCase(key), (row as Record<string, unknown>)[key] ?? null]))));
    const returning = idKey ? sql` returning ${sql.identifier(snakeCase(idKey))} as id` : sql``;
    // WITH ORDINALITY + ORDER BY: rows are inserted, and take their identity values, in the order given.
    const result = await db.execute<{ id: number | string }>(sql`insert into ${name} (${columns})
      select ${source} from json_populate_recordset(null::${name}, ${json}::json) with ordinality as x
      order by x.ordinality${returning}`);
    ids.push(...result.rows.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}

import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';

/** What an import writes: records by field (an undefined field takes the column's default, as in an insert). */
export type Records = readonly Readonly<Record<string, unknown>>[];

const columnName = (field: string) => sql.identifier(toSnakeCase(field));

/**
 * The element type of a column's array: the column's type without length or precision. The insert then casts each
 * value to the column itself, so a text too long for its column is refused as a `values` list refuses it (an
 * explicit cast to `varchar(64)` would cut it instead).
 */
function elementType(column: PgColumn): string {
  const type = column.getSQLType().replace(/\s*\([^)]*\)/, '');
  return /^(varchar|char|character)\b/.test(type) ? 'text' : type;
}

/** The rows that give the same fields (the others left to their defaults), by the fields they give. */
function byFieldsGiven(records: Records): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  records.forEach((record, at) => {
    const given = Object.keys(record).filter((f) => record[f] !== undefined).join();
    const group = groups.get(given);
    if (group) group.push(at);
    else groups.set(given, [at]);
  });
  return groups;
}

/** One `insert … select * from unnest(…)` per set of fields given, with the rows (their places in `records`) it carries. */
function unnestInserts(table: PgTable, records: Records): { rows: number[]; statement: SQL }[] {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  return [...byFieldsGiven(records)].map(([given, rows]) => {
    const fields = given.split(',');
    const arrays = fields.map((field) => {
      const column = columns[field]!;
      const values = rows.map((at) => {
        const value = records[at]![field];
        return value === null ? null : column.mapToDriverValue(value);
      });
      // The type is the schema's own column type, never text from a file.
      return sql`${sql.param(values)}::${sql.raw(elementType(column))}[]`;
    });
    return { rows, statement: sql`insert into ${table} (${sql.join(fields.map(columnName), sql`, `)}) select * from unnest(${sql.join(arrays, sql`, `)})` };
  });
}

const returnedIds = async (tx: Tx, statement: SQL) => ((await tx.execute(statement)).rows as { id: unknown }[]).map((row) => Number(row.id));

/**
 * Inserts `records`, each field one array parameter unnested into rows: a statement has a parameter per column
 * whatever the number of rows. Drizzle's `values` list of a 100-row batch took tens of milliseconds of the server's
 * thread to build and held up every other call meanwhile (bench importLatency). Answers the new ids in row order.
 */
export async function insertRecords(tx: Tx, table: PgTable, id: PgColumn, records: Records): Promise<number[]> {
  const ids: number[] = [];
  for (const { rows, statement } of unnestInserts(table, records)) {
    (await returnedIds(tx, sql`${statement} returning ${id} as id`)).forEach((added, i) => { ids[rows[i]!] = added; });
  }
  return ids;
}

/**
 * Writes `records` over the stored records of their ids (`insert … on conflict (id) do update`), each of `fields`
 * taken from the row, where `changed` holds (a condition on the stored row and `excluded`). Answers the ids written.
 */
export async function replaceRecords(tx: Tx, table: PgTable, id: PgColumn, records: Records, fields: readonly string[], changed: SQL): Promise<number[]> {
  const set = sql.join(fields.map((f) => sql`${columnName(f)} = excluded.${columnName(f)}`), sql`, `);
  const ids: number[] = [];
  for (const { statement } of unnestInserts(table, records)) {
    ids.push(...await returnedIds(tx, sql`${statement} on conflict (${columnName(id.name)}) do update set ${set} where ${changed} returning ${id} as id`));
  }
  return ids;
}

import { and, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { inSlices, type ImportStore, type ImportWrite, type StoredRow } from './import';
import { insertRecords, replaceRecords } from './importWrites';

/** Records looked up or read in one statement (a statement carries at most 65,535 parameters; writes carry one per column). */
const sliceRows = 500;

/** A maintained table: its columns by field, with the audit columns every import writes. */
type ImportTable = PgTable & { createBy: PgColumn; updateBy: PgColumn; updateTime: PgColumn };

export interface TableStoreOptions<R, T extends ImportTable> {
  table: T;
  /** The primary key's field, e.g. `fclrateid`. */
  id: keyof T & string;
  /** The natural key: record fields named like the table's columns (backed by an index of the table). */
  key: readonly (keyof R & keyof T & string)[];
  /** The stored columns of a record, by field (what an insert writes; an update replaces those the sheet carries). */
  values: (record: R) => Record<string, unknown>;
  /**
   * Writes what hangs off the records just written (a rail LCL rate's sales price): `added` were inserted,
   * `kept` were matched by an updating import. Answers the ids of kept records whose dependants it changed.
   */
  dependants?: (tx: Tx, added: readonly StoredRow<R>[], kept: readonly StoredRow<R>[]) => Promise<readonly number[]>;
}

const column = (table: ImportTable, field: string) => getTableColumns(table)[field]!;
const keyOf = (values: readonly unknown[]) => JSON.stringify(values.map((v) => v ?? null));
const empty = (value: unknown) => value === null || value === undefined;

/**
 * Stored records whose natural key is one of `keys` (each a value per key column, all given or all empty alike):
 * the given parts are matched as one row against arrays of values, so the statement has a parameter per column
 * whatever the number of keys. PostgreSQL took about a tenth of a second to plan the `or` of 500 keys it replaced.
 */
function keyMatch(columns: readonly PgColumn[], keys: readonly (readonly unknown[])[]): SQL | undefined {
  const given = columns.flatMap((col, i) => (empty(keys[0]![i]) ? [] : [{ col, values: keys.map((k) => col.mapToDriverValue(k[i])) }]));
  const missing = columns.filter((col) => !given.some((g) => g.col === col)).map((col) => isNull(col));
  if (given.length === 0) return and(...missing);
  // The types are the schema's own column types, never text from a file.
  const arrays = given.map(({ col, values }) => sql`${sql.param(values)}::${sql.raw(col.getSQLType())}[]`);
  const matched = sql`(${sql.join(given.map(({ col }) => col), sql`, `)}) in (select * from unnest(${sql.join(arrays, sql`, `)}))`;
  return and(...missing, matched);
}
const excluded = (field: string) => sql.raw(`excluded."${toSnakeCase(field)}"`);
/** Whether a stored value is plainly the one a record gives (times compared as instants; a doubtful case counts as changed). */
const plainlySame = (stored: unknown, given: unknown) =>
  stored instanceof Date && given instanceof Date ? stored.getTime() === given.getTime() : (stored ?? null) === (given ?? null);

/**
 * The store of an import into one table: rows find their records by id or natural key; new records are inserted;
 * a replaced record is written with one `insert … on conflict (id) do update` per slice that skips the records
 * the file leaves as they are (so an export imported again changes no row, raises no version, writes no audit).
 */
export function tableStore<R, T extends ImportTable>(options: TableStoreOptions<R, T>): ImportStore<R> {
  const { table, id, key } = options;
  const idColumn = column(table, id);
  const keyColumns = key.map((f) => column(table, f));

  async function keyMatches(tx: Tx, records: readonly R[]): Promise<number[][]> {
    const found = new Map<string, number[]>();
    // Keys with the same parts empty are looked up together: `=` never matches an empty part.
    const byEmptyParts = new Map<string, unknown[][]>();
    for (const record of records) {
      const parts = key.map((f) => record[f] as unknown);
      const pattern = parts.map(empty).join();
      const group = byEmptyParts.get(pattern);
      if (group) group.push(parts);
      else byEmptyParts.set(pattern, [parts]);
    }
    for (const keys of byEmptyParts.values()) {
      await inSlices(keys, sliceRows, async (slice) => {
        const matches = await tx.select({ id: idColumn, ...Object.fromEntries(key.map((f, i) => [f, keyColumns[i]!])) }).from(table as PgTable)
          .where(keyMatch(keyColumns, slice));
        for (const match of matches as Record<string, unknown>[]) {
          const k = keyOf(key.map((f) => match[f]));
          found.set(k, [...(found.get(k) ?? []), Number(match.id)]);
        }
      });
    }
    return records.map((record) => found.get(keyOf(key.map((f) => record[f]))) ?? []);
  }

  async function current(tx: Tx, ids: readonly number[]): Promise<Map<number, Readonly<Record<string, unknown>>>> {
    const stored = new Map<number, Record<string, unknown>>();
    await inSlices(ids, sliceRows, async (slice) => {
      const rows = await tx.select().from(table as PgTable).where(inArray(idColumn, slice)).for('update') as Record<string, unknown>[];
      for (const row of rows) stored.set(Number(row[id]), row);
    });
    return stored;
  }

  async function add(tx: Tx, records: readonly R[], write: ImportWrite): Promise<number[]> {
    const ids = await insertRecords(tx, table, idColumn, records.map((r) => ({ ...options.values(r), createBy: write.by })));
    const added = ids.map((newId, i): StoredRow<R> => ({ id: newId, record: records[i]! }));
    if (options.dependants && write.door === 'file') await options.dependants(tx, added, []);
    return added.map((r) => r.id);
  }

  async function touch(tx: Tx, ids: readonly number[], by: string): Promise<void> {
    await tx.update(table).set({ updateBy: by, updateTime: new Date() } as never).where(inArray(idColumn, [...ids]));
  }

  async function update(tx: Tx, rows: readonly StoredRow<R>[], write: ImportWrite): Promise<number> {
    const fields = Object.keys(options.values(rows[0]!.record)).filter((f) => write.fields.has(f));
    const stored = fields.map((f) => column(table, f));
    const changed = new Set<number>();
    await inSlices(rows, sliceRows, async (all) => {
      // Reading the stored records first spares the write of those the file leaves as they are (an export imported again).
      const current = await tx.select({ id: idColumn, ...Object.fromEntries(fields.map((f, i) => [f, stored[i]!])) }).from(table as PgTable)
        .where(inArray(idColumn, all.map((r) => r.id))) as Record<string, unknown>[];
      const currentOf = new Map(current.map((c) => [Number(c.id), c]));
      const slice = all.filter((r) => {
        const values = options.values(r.record);
        return fields.some((f) => !plainlySame(currentOf.get(r.id)?.[f], values[f]));
      });
      if (slice.length === 0) return;
      const now = new Date();
      const records = slice.map((r) => ({ ...options.values(r.record), [id]: r.id, updateBy: write.by, updateTime: now }));
      const differs = sql`(${sql.join(stored, sql`, `)}) is distinct from (${sql.join(fields.map(excluded), sql`, `)})`;
      for (const written of await replaceRecords(tx, table, idColumn, records, [...fields, 'updateBy', 'updateTime'], differs)) changed.add(written);
    });
    const dependantsChanged = options.dependants && write.door === 'file' ? (await options.dependants(tx, [], rows)).filter((i) => !changed.has(i)) : [];
    // A record whose dependants changed is changed too: its version rises, so an edit dialog opened before is stale.
    if (dependantsChanged.length) await touch(tx, dependantsChanged, write.by);
    return changed.size + dependantsChanged.length;
  }

  return { idField: id, key, keyMatches, current, add, update, touch };
}

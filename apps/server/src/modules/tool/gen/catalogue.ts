import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { Page } from '../../../platform/list/page';

/** A table of the connected database as the import dialog lists it. */
export interface CatalogueTable {
  tableName: string;
  tableComment: string;
}

/** A column as the database catalogue describes it. */
export interface CatalogueColumn {
  columnName: string;
  columnType: string;
  columnComment: string;
  notNull: boolean;
  isPk: boolean;
  isIncrement: boolean;
}

export interface CatalogueFilter {
  tableName?: string;
  tableComment?: string;
  pageNum: number;
  pageSize: number;
}

const likeText = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Ordinary tables of the public schema (pg_catalog works the same on PostgreSQL and PGlite), without
 * the generator's own tables, the migration journal and tables already imported.
 */
function candidates(filter: Omit<CatalogueFilter, 'pageNum' | 'pageSize'>): SQL {
  return sql`from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')
      and c.relname not in ('gen_table', 'gen_table_column') and c.relname not like '\\_\\_drizzle%'
      and c.relname not in (select table_name from gen_table)
      ${filter.tableName ? sql`and c.relname ilike ${likeText(filter.tableName)}` : sql``}
      ${filter.tableComment ? sql`and coalesce(obj_description(c.oid, 'pg_class'), '') ilike ${likeText(filter.tableComment)}` : sql``}`;
}

export async function listCatalogueTables(db: Db, filter: CatalogueFilter): Promise<Page<CatalogueTable>> {
  const from = candidates(filter);
  const rows = await db.execute<{ table_name: string; table_comment: string }>(sql`
    select c.relname as table_name, coalesce(obj_description(c.oid, 'pg_class'), '') as table_comment ${from}
    order by c.relname limit ${filter.pageSize} offset ${(filter.pageNum - 1) * filter.pageSize}`);
  const [counted] = (await db.execute<{ total: number }>(sql`select count(*)::int as total ${from}`)).rows;
  return { rows: rows.rows.map((r) => ({ tableName: r.table_name, tableComment: r.table_comment })), total: Number(counted?.total ?? 0) };
}

/** The named tables that exist in the public schema, with their comments. */
export async function findCatalogueTables(db: Pick<Db, 'execute'>, names: string[]): Promise<CatalogueTable[]> {
  if (names.length === 0) return [];
  const rows = await db.execute<{ table_name: string; table_comment: string }>(sql`
    select c.relname as table_name, coalesce(obj_description(c.oid, 'pg_class'), '') as table_comment
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relname in (${sql.join(names.map((name) => sql`${name}`), sql`, `)})`);
  return rows.rows.map((r) => ({ tableName: r.table_name, tableComment: r.table_comment }));
}

/** The columns of a public table in their database order. */
export async function catalogueColumns(db: Pick<Db, 'execute'>, tableName: string): Promise<CatalogueColumn[]> {
  const rows = await db.execute<{
    column_name: string; column_type: string; column_comment: string; not_null: boolean; is_pk: boolean; is_increment: boolean;
  }>(sql`
    select a.attname as column_name, format_type(a.atttypid, a.atttypmod) as column_type,
      coalesce(col_description(a.attrelid, a.attnum), '') as column_comment, a.attnotnull as not_null,
      exists (select 1 from pg_index i where i.indrelid = a.attrelid and i.indisprimary and a.attnum = any(i.indkey)) as is_pk,
      (a.attidentity <> '' or coalesce(pg_get_expr(d.adbin, d.adrelid), '') like 'nextval(%') as is_increment
    from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
    where n.nspname = 'public' and c.relname = ${tableName} and a.attnum > 0 and not a.attisdropped
    order by a.attnum`);
  return rows.rows.map((r) => ({
    columnName: r.column_name, columnType: r.column_type, columnComment: r.column_comment,
    notNull: Boolean(r.not_null), isPk: Boolean(r.is_pk), isIncrement: Boolean(r.is_increment),
  }));
}

import { and, asc, eq, inArray } from 'drizzle-orm';
import { camelCase, classNameOf, GenParams, type GenTableBody, type GenTableQuery } from '@freight/domain';
import type { Db, Tx } from '../../../db/client';
import { genTable, genTableColumn } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { contains } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';
import { catalogueColumns, findCatalogueTables, type CatalogueColumn, type CatalogueTable } from './catalogue';
import { genColumnOf } from './columns';
import { parseCreateTables } from './createTable';
import { createTablesAsDdlRole } from './ddlRole';
import { checkColumnNames, checkGenNames, checkTableName } from './names';

export type GenTable = typeof genTable.$inferSelect;
export type GenColumn = typeof genTableColumn.$inferSelect;
/** A generator table as the edit page and the templates see it: options unpacked, columns in order. */
export type GenTableInfo = GenTable & { params: GenParams; columns: GenColumn[] };

export function listGenTables(ctx: AppContext, query: GenTableQuery): Promise<Page<GenTable>> {
  const where = and(contains(genTable.tableName, query.tableName), contains(genTable.tableComment, query.tableComment));
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(genTable).where(where).orderBy(asc(genTable.tableId)).limit(limit).offset(offset),
    () => ctx.db.$count(genTable, where),
  );
}

const paramsOf = (options: string | null): GenParams => GenParams.parse(options ? JSON.parse(options) : {});

export async function getGenTable(ctx: AppContext, tableId: number): Promise<GenTableInfo> {
  const [table] = await ctx.db.select().from(genTable).where(eq(genTable.tableId, tableId));
  if (!table) throw new AppError('http.404', {}, 404);
  const columns = await ctx.db.select().from(genTableColumn).where(eq(genTableColumn.tableId, tableId))
    .orderBy(asc(genTableColumn.sort), asc(genTableColumn.columnId));
  return { ...table, params: paramsOf(table.options), columns };
}

export async function findGenTableByName(ctx: AppContext, tableName: string): Promise<GenTableInfo | undefined> {
  const [table] = await ctx.db.select({ tableId: genTable.tableId }).from(genTable).where(eq(genTable.tableName, tableName));
  return table ? getGenTable(ctx, table.tableId) : undefined;
}

/** The id of a generator table named by id (our screen) or by table name (RuoYi's generate and sync). */
export async function genTableIdOf(ctx: AppContext, table: number | string): Promise<number> {
  if (typeof table === 'number') return table;
  const [found] = await ctx.db.select({ tableId: genTable.tableId }).from(genTable).where(eq(genTable.tableName, table));
  if (!found) throw new AppError('http.404', {}, 404);
  return found.tableId;
}

/** Every imported table, for the sub-table choice of the edit page. */
export const allGenTables = (ctx: AppContext) =>
  ctx.db.select({ tableId: genTable.tableId, tableName: genTable.tableName, tableComment: genTable.tableComment }).from(genTable).orderBy(asc(genTable.tableName));

/** `demo_order_line` → module `demo`, business `orderLine`. */
function namesOf(tableName: string) {
  const [first, ...rest] = tableName.toLowerCase().split('_').filter(Boolean);
  const names = rest.length ? { moduleName: first!, businessName: camelCase(rest.join('_')) } : { moduleName: 'app', businessName: camelCase(first ?? 'item') };
  // The generator keeps at most 30 characters of each (gen_table); a 63-character table name is still legal.
  return { moduleName: names.moduleName.slice(0, 30), businessName: names.businessName.slice(0, 30) };
}

async function importOne(db: Db | Tx, table: CatalogueTable, columns: CatalogueColumn[], by: string): Promise<void> {
  await db.transaction(async (tx) => {
    const className = classNameOf(table.tableName);
    const [row] = await tx.insert(genTable).values({
      tableName: table.tableName,
      tableComment: table.tableComment || table.tableName,
      className,
      functionAuthor: by,
      packageName: '@freight/domain',
      ...namesOf(table.tableName),
      functionName: (table.tableComment || className).slice(0, 50),
      createBy: by,
    }).returning({ tableId: genTable.tableId });
    if (columns.length) await tx.insert(genTableColumn).values(columns.map((c, i) => genColumnOf(row!.tableId, c, i + 1, by)));
  });
}

async function importInto(db: Db | Tx, names: string[], by: string): Promise<void> {
  for (const name of names) checkTableName(name);
  const found = await findCatalogueTables(db, names);
  const missing = names.find((name) => !found.some((t) => t.tableName === name));
  if (missing) throw new AppError('gen.import.missing', { name: missing });
  const imported = await db.select({ tableName: genTable.tableName }).from(genTable).where(inArray(genTable.tableName, names));
  if (imported[0]) throw new AppError('gen.import.exists', { name: imported[0].tableName });
  const tables: { table: CatalogueTable; columns: CatalogueColumn[] }[] = [];
  for (const table of found) {
    const columns = await catalogueColumns(db, table.tableName);
    checkColumnNames(table.tableName, columns);
    tables.push({ table, columns });
  }
  for (const { table, columns } of tables) await importOne(db, table, columns, by);
}

/** Imports database tables into the generator; an unknown, already imported or refused table or column name refuses the whole list. */
export const importTables = (ctx: AppContext, names: string[], by: string) => importInto(ctx.db, names, by);

/**
 * Creates the tables the text describes and imports them, all or none. The DDL is written from the parsed
 * model (createTable.ts), never from the text; a database failure is logged and answered with a generic message.
 */
export async function createTables(ctx: AppContext, text: string, by: string): Promise<void> {
  const tables = await parseCreateTables(text);
  const names = tables.map((table) => table.name);
  const [existing] = await findCatalogueTables(ctx.db, names);
  if (existing) throw new AppError('gen.sql.exists', { name: existing.tableName });
  try {
    await createTablesAsDdlRole(ctx.db, tables, (tx) => importInto(tx, names, by));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('gen.sql.failed', {}, 500, { cause: error });
  }
}

/** Saves the three tabs of the edit page; columns not of this table are ignored, names not in their safe form refused. */
export async function updateGenTable(ctx: AppContext, body: GenTableBody, by: string): Promise<void> {
  const stored = await getGenTable(ctx, body.tableId);
  const sub = body.tplCategory === 'sub';
  const edited = new Map(body.columns.map((c) => [c.columnId, c]));
  checkGenNames({
    ...body, subTableName: sub ? body.subTableName : null, subTableFkName: sub ? body.subTableFkName : null,
    columns: stored.columns.map((c) => ({ ...c, ...edited.get(c.columnId) })),
  });
  if (sub && !(await findGenTableByName(ctx, body.subTableName!))) throw new AppError('gen.sub.missing', { name: body.subTableName });
  await ctx.db.transaction(async (tx) => {
    await tx.update(genTable).set({
      tableName: body.tableName, tableComment: body.tableComment, className: body.className, functionAuthor: body.functionAuthor,
      remark: body.remark ?? null, tplCategory: body.tplCategory, tplWebType: body.tplWebType, packageName: body.packageName,
      moduleName: body.moduleName, businessName: body.businessName, functionName: body.functionName, genType: body.genType,
      genPath: body.genPath || '/', subTableName: sub ? body.subTableName : null, subTableFkName: sub ? body.subTableFkName : null,
      options: JSON.stringify(body.params), updateBy: by, updateTime: new Date(),
    }).where(eq(genTable.tableId, body.tableId));
    const own = new Set(stored.columns.map((c) => c.columnId));
    for (const { columnId, ...column } of body.columns.filter((c) => own.has(c.columnId))) {
      await tx.update(genTableColumn).set({ ...column, updateBy: by, updateTime: new Date() }).where(eq(genTableColumn.columnId, columnId));
    }
  });
}

export async function removeGenTables(ctx: AppContext, tableIds: number[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(genTableColumn).where(inArray(genTableColumn.tableId, tableIds));
    await tx.delete(genTable).where(inArray(genTable.tableId, tableIds));
  });
}

/** Brings the columns in line with the database: new columns added with defaults, dropped ones removed, kept ones keep their settings. */
export async function syncGenTable(ctx: AppContext, tableId: number, by: string): Promise<void> {
  const table = await getGenTable(ctx, tableId);
  const live = await catalogueColumns(ctx.db, table.tableName);
  if (live.length === 0) throw new AppError('gen.sync.missing');
  checkColumnNames(table.tableName, live);
  const liveNames = new Set(live.map((c) => c.columnName));
  const storedNames = new Set(table.columns.map((c) => c.columnName));
  const dropped = table.columns.filter((c) => !liveNames.has(c.columnName)).map((c) => c.columnId);
  const added = live.map((c, i) => ({ column: c, sort: i + 1 })).filter(({ column }) => !storedNames.has(column.columnName));
  await ctx.db.transaction(async (tx) => {
    if (dropped.length) await tx.delete(genTableColumn).where(inArray(genTableColumn.columnId, dropped));
    if (added.length) await tx.insert(genTableColumn).values(added.map(({ column, sort }) => genColumnOf(tableId, column, sort, by)));
    for (const column of live.filter((c) => storedNames.has(c.columnName))) {
      await tx.update(genTableColumn).set({ columnType: column.columnType, isPk: column.isPk ? '1' : '0', isIncrement: column.isIncrement ? '1' : '0' })
        .where(and(eq(genTableColumn.tableId, tableId), eq(genTableColumn.columnName, column.columnName)));
    }
  });
}

import { AppError } from '../../../platform/errors';
import { acceptedTypes, columnTypeOf, typeLabel, type ParsedConst, type ParsedType } from './columnTypes';
import { checkColumnNames, checkTableName } from './names';

/** A column the generator creates: an allowlisted type, NOT NULL, and a default written as an SQL literal of that type. */
export interface NewColumn {
  name: string;
  type: string;
  notNull: boolean;
  defaultValue?: string;
  comment?: string;
}

/** A table as the generator creates it; nothing the caller wrote goes into its DDL but what this model holds. */
export interface NewTable {
  name: string;
  columns: NewColumn[];
  primaryKey: string[];
  comment?: string;
}

interface ParsedConstraint {
  contype: string;
  keys?: { String?: { sval?: string } }[];
  raw_expr?: { A_Const?: ParsedConst };
  [other: string]: unknown;
}
interface ParsedColumn { colname: string; typeName: ParsedType; constraints?: { Constraint: ParsedConstraint }[]; [other: string]: unknown }
interface ParsedCreate {
  relation: { relname: string; schemaname?: string; catalogname?: string; relpersistence?: string; [other: string]: unknown };
  tableElts?: { ColumnDef?: ParsedColumn; Constraint?: ParsedConstraint; [other: string]: unknown }[];
  oncommit?: string;
  [other: string]: unknown;
}
interface ParsedComment { objtype: string; object: { List?: { items: { String?: { sval: string } }[] } }; comment?: string }
interface ParsedStatement { stmt: { CreateStmt?: ParsedCreate; CommentStmt?: ParsedComment; [other: string]: unknown }; stmt_location?: number; stmt_len?: number }

/** What the generator's tables hold of a comment (gen_table.table_comment, gen_table_column.column_comment). */
const commentLength = 500;

/** What a refusal names, for parts of the statement the generator does not create. */
const features: Record<string, string> = {
  inhRelations: 'INHERITS', partbound: 'PARTITION OF', partspec: 'PARTITION BY', ofTypename: 'OF', options: 'WITH (...)',
  tablespacename: 'TABLESPACE', accessMethod: 'USING', oncommit: 'ON COMMIT', constraints: 'CONSTRAINT', TableLikeClause: 'LIKE',
  collClause: 'COLLATE', compression: 'COMPRESSION', storage: 'STORAGE', storage_name: 'STORAGE', fdwoptions: 'OPTIONS',
  including: 'INCLUDE', indexspace: 'USING INDEX TABLESPACE', deferrable: 'DEFERRABLE', initdeferred: 'INITIALLY DEFERRED',
  without_overlaps: 'WITHOUT OVERLAPS', is_no_inherit: 'NO INHERIT', skip_validation: 'NOT VALID',
  CONSTR_CHECK: 'CHECK', CONSTR_UNIQUE: 'UNIQUE', CONSTR_FOREIGN: 'REFERENCES', CONSTR_EXCLUSION: 'EXCLUDE',
  CONSTR_GENERATED: 'GENERATED ALWAYS AS', CONSTR_IDENTITY: 'GENERATED AS IDENTITY', CONSTR_ATTR_DEFERRABLE: 'DEFERRABLE',
  CONSTR_ATTR_NOT_DEFERRABLE: 'NOT DEFERRABLE', CONSTR_ATTR_DEFERRED: 'INITIALLY DEFERRED', CONSTR_ATTR_IMMEDIATE: 'INITIALLY IMMEDIATE',
  CONSTR_ATTR_ENFORCED: 'ENFORCED', CONSTR_ATTR_NOT_ENFORCED: 'NOT ENFORCED',
};
const featureOf = (key: string) => features[key] ?? key.replace(/^CONSTR_/, '').replaceAll('_', ' ').toUpperCase();

/** The parts each node may have; anything else is refused by name. Constraint names are left to PostgreSQL. */
const allowed = {
  create: new Set(['relation', 'tableElts', 'oncommit', 'if_not_exists']),
  column: new Set(['colname', 'typeName', 'constraints', 'is_local', 'location']),
  CONSTR_NOTNULL: new Set(['contype', 'conname', 'location', 'is_enforced', 'initially_valid']),
  CONSTR_NULL: new Set(['contype', 'conname', 'location']),
  CONSTR_DEFAULT: new Set(['contype', 'conname', 'location', 'raw_expr']),
  CONSTR_PRIMARY: new Set(['contype', 'conname', 'location', 'keys']),
} as const;

function refuseOthers(table: string, node: object, keys: ReadonlySet<string>): void {
  const other = Object.keys(node).find((key) => !keys.has(key));
  if (other) throw new AppError('gen.sql.feature', { table, feature: featureOf(other) });
}

function checkConstraint(table: string, constraint: ParsedConstraint): void {
  const keys = (allowed as Record<string, ReadonlySet<string>>)[constraint.contype];
  if (!keys) throw new AppError('gen.sql.feature', { table, feature: featureOf(constraint.contype) });
  refuseOthers(table, constraint, keys);
}

/** The primary key a table declares, on a column or on its own; one at most, of the table's own columns, each once. */
function primaryKeyOf(table: string, create: ParsedCreate, columns: NewColumn[]): string[] {
  const keys: string[][] = [];
  for (const element of create.tableElts ?? []) {
    const column = element.ColumnDef;
    if (column?.constraints?.some((c) => c.Constraint.contype === 'CONSTR_PRIMARY')) keys.push([column.colname]);
    if (element.Constraint) keys.push((element.Constraint.keys ?? []).map((key) => key.String?.sval ?? ''));
  }
  const [key = [], ...more] = keys;
  const names = new Set(columns.map((column) => column.name));
  if (more.length || new Set(key).size !== key.length || key.some((name) => !names.has(name))) throw new AppError('gen.sql.primaryKey', { table });
  return key;
}

function columnOf(table: string, parsed: ParsedColumn): NewColumn {
  refuseOthers(table, parsed, allowed.column);
  const type = columnTypeOf(parsed.typeName);
  if (!type) throw new AppError('gen.sql.type', { column: parsed.colname, type: typeLabel(parsed.typeName), types: acceptedTypes });
  const constraints = (parsed.constraints ?? []).map((c) => c.Constraint);
  for (const constraint of constraints) checkConstraint(table, constraint);
  const column: NewColumn = { name: parsed.colname, type: type.sql, notNull: constraints.some((c) => c.contype === 'CONSTR_NOTNULL') };
  for (const constraint of constraints.filter((c) => c.contype === 'CONSTR_DEFAULT')) {
    const value = constraint.raw_expr?.A_Const;
    if (value?.isnull) continue;
    const literal = value && Object.keys(constraint.raw_expr!).length === 1 ? type.literal(value) : undefined;
    if (literal === undefined) throw new AppError('gen.sql.default', { column: parsed.colname, type: type.sql });
    column.defaultValue = literal;
  }
  return column;
}

/** A CREATE TABLE as the generator's model: plain columns with allowlisted types, NOT NULL, literal defaults and a primary key. */
function tableOf(create: ParsedCreate): NewTable {
  const { relname: name, schemaname, catalogname, relpersistence } = create.relation;
  if (catalogname || (schemaname && schemaname !== 'public')) {
    throw new AppError('gen.sql.schema', { name: [catalogname, schemaname, name].filter(Boolean).join('.') });
  }
  checkTableName(name);
  if (relpersistence !== 'p') throw new AppError('gen.sql.feature', { table: name, feature: relpersistence === 'u' ? 'UNLOGGED' : 'TEMPORARY' });
  // A partition also names its parent (INHERITS to the parser): name what the caller wrote.
  if (create.partbound) throw new AppError('gen.sql.feature', { table: name, feature: featureOf('partbound') });
  refuseOthers(name, create, allowed.create);
  if (create.oncommit && create.oncommit !== 'ONCOMMIT_NOOP') throw new AppError('gen.sql.feature', { table: name, feature: featureOf('oncommit') });
  const columns: NewColumn[] = [];
  for (const element of create.tableElts ?? []) {
    if (element.Constraint) checkConstraint(name, element.Constraint);
    if (element.Constraint?.contype === 'CONSTR_PRIMARY') continue;
    if (!element.ColumnDef) throw new AppError('gen.sql.feature', { table: name, feature: featureOf(Object.keys(element)[0] ?? '') });
    columns.push(columnOf(name, element.ColumnDef));
  }
  checkColumnNames(name, columns.map((column) => ({ columnName: column.name })));
  const repeated = columns.find((column, i) => columns.findIndex((other) => other.name === column.name) !== i);
  if (repeated) throw new AppError('gen.sql.columnTwice', { table: name, column: repeated.name });
  return { name, columns, primaryKey: primaryKeyOf(name, create, columns) };
}

/** The statement's own text: PostgreSQL's parser gives byte offsets into the UTF-8 text. */
function statementText(bytes: Buffer, statement: ParsedStatement): string {
  const start = statement.stmt_location ?? 0;
  const end = statement.stmt_len === undefined ? bytes.length : start + statement.stmt_len;
  return bytes.subarray(start, end).toString('utf8').trim();
}

/** The first words of a refused statement, to name it in the message (DROP TABLE, INSERT, CREATE TABLE AS, ...). */
function statementName(bytes: Buffer, statement: ParsedStatement): string {
  if (statement.stmt.CreateTableAsStmt) return 'CREATE TABLE AS';
  const text = statementText(bytes, statement);
  const words = text.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '').split(/\s+/).map((w) => w.toUpperCase());
  return ['CREATE', 'DROP', 'ALTER', 'COMMENT'].includes(words[0]!) ? words.slice(0, 2).join(' ') : words[0]!;
}

/** Puts a COMMENT ON TABLE / COLUMN on the model of a table the text creates; anything else is not taken. */
function applyComment(tables: NewTable[], comment: ParsedComment): boolean {
  const names = (comment.object.List?.items ?? []).map((item) => item.String?.sval ?? '');
  const path = names[0] === 'public' ? names.slice(1) : names;
  const table = tables.find((t) => t.name === path[0]);
  const expected = comment.objtype === 'OBJECT_TABLE' ? 1 : comment.objtype === 'OBJECT_COLUMN' ? 2 : 0;
  if (!table || path.length !== expected) return false;
  const text = comment.comment;
  if (text !== undefined && [...text].length > commentLength) throw new AppError('gen.sql.comment', { name: path.join('.'), max: commentLength });
  if (expected === 1) {
    table.comment = text;
    return true;
  }
  const column = table.columns.find((c) => c.name === path[1]);
  if (!column) throw new AppError('gen.sql.noColumn', { table: table.name, column: path[1] });
  column.comment = text;
  return true;
}

/**
 * Reads the SQL a user typed into the "create table" dialog with PostgreSQL's own parser into the model of
 * the tables it creates. Only CREATE TABLE statements in the public schema pass, with COMMENT ON TABLE /
 * COLUMN for those tables; anything else (DROP, INSERT, a function, CREATE TABLE AS, garbage), any part of a
 * table beyond plain columns (CHECK, GENERATED, PARTITION, COLLATE, WITH, an expression as default ...), or a
 * name the generator does not take refuses the whole text. The text itself never reaches the database.
 */
export async function parseCreateTables(text: string): Promise<NewTable[]> {
  // PostgreSQL's parser (WebAssembly, about 11 MB in memory) loads with the first text to check, not at start.
  const { parse } = await import('libpg-query');
  let parsed: ParsedStatement[];
  try {
    parsed = ((await parse(text)) as { stmts?: ParsedStatement[] }).stmts ?? [];
  } catch (error) {
    throw new AppError('gen.sql.syntax', { reason: (error as Error).message.split('\n')[0] });
  }
  if (parsed.length === 0) throw new AppError('gen.sql.required');
  const bytes = Buffer.from(text, 'utf8');
  const tables: NewTable[] = [];
  for (const statement of parsed) {
    const create = statement.stmt.CreateStmt;
    if (!create) continue;
    const table = tableOf(create);
    if (tables.some((t) => t.name === table.name)) throw new AppError('gen.sql.exists', { name: table.name });
    tables.push(table);
  }
  for (const statement of parsed) {
    if (statement.stmt.CreateStmt) continue;
    const comment = statement.stmt.CommentStmt;
    if (!comment || !applyComment(tables, comment)) throw new AppError('gen.sql.onlyCreate', { statement: statementName(bytes, statement) });
  }
  return tables;
}

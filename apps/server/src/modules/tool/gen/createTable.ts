import { AppError } from '../../../platform/errors';
import { checkTableName } from './names';

interface RangeVar { relname: string; schemaname?: string; relpersistence?: string }
interface ParsedStatement {
  stmt: {
    CreateStmt?: { relation: RangeVar };
    CommentStmt?: { objtype: string; object: { List?: { items: { String?: { sval: string } }[] } } };
  };
  stmt_location?: number;
  stmt_len?: number;
}

/** The statement's own text: PostgreSQL's parser gives byte offsets into the UTF-8 text. */
function statementText(bytes: Buffer, statement: ParsedStatement): string {
  const start = statement.stmt_location ?? 0;
  const end = statement.stmt_len === undefined ? bytes.length : start + statement.stmt_len;
  return bytes.subarray(start, end).toString('utf8').trim();
}

/** The first words of a refused statement, to name it in the message (DROP TABLE, INSERT, ...). */
function statementName(text: string): string {
  const words = text.replace(/^(\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)+/, '').split(/\s+/).map((w) => w.toUpperCase());
  return ['CREATE', 'DROP', 'ALTER', 'COMMENT'].includes(words[0]!) ? words.slice(0, 2).join(' ') : words[0]!;
}

/** The table a COMMENT ON TABLE / COLUMN names, when it names one in the public schema. */
function commentedTable(comment: NonNullable<ParsedStatement['stmt']['CommentStmt']>): string | undefined {
  const names = (comment.object.List?.items ?? []).map((item) => item.String?.sval ?? '');
  const parts = comment.objtype === 'OBJECT_TABLE' ? names : comment.objtype === 'OBJECT_COLUMN' ? names.slice(0, -1) : [];
  if (parts.length === 1) return parts[0];
  if (parts.length === 2 && parts[0] === 'public') return parts[1];
  return undefined;
}

/**
 * Checks the SQL a user typed into the "create table" dialog with PostgreSQL's own parser. Only
 * CREATE TABLE statements in the public schema pass, with COMMENT ON TABLE / COLUMN for the tables
 * they create; anything else (DROP, INSERT, a function, garbage) or a table name the generator does not
 * take (`"a""; --"`, `"../x"`, `"Demo"`) refuses the whole text, so nothing runs. Returns the statements
 * in order, each as the exact text the parser read.
 */
export async function parseCreateTables(text: string): Promise<{ tableNames: string[]; statements: string[] }> {
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
  const tableNames: string[] = [];
  for (const statement of parsed) {
    const create = statement.stmt.CreateStmt;
    if (!create) continue;
    const { relname, schemaname, relpersistence } = create.relation;
    if ((schemaname && schemaname !== 'public') || relpersistence === 't') throw new AppError('gen.sql.schema', { name: schemaname ? `${schemaname}.${relname}` : relname });
    checkTableName(relname);
    tableNames.push(relname);
  }
  const refused = parsed.find((statement) => {
    if (statement.stmt.CreateStmt) return false;
    const comment = statement.stmt.CommentStmt;
    return !comment || !tableNames.includes(commentedTable(comment) ?? '');
  });
  if (refused) throw new AppError('gen.sql.onlyCreate', { statement: statementName(statementText(bytes, refused)) });
  return { tableNames, statements: parsed.map((statement) => statementText(bytes, statement)) };
}

import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import pg from 'pg';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genTable, genTableColumn } from '../../../db/schema/index';
import type { TestApp } from '../../../../test/harness';
import { staffClient } from '../../../../test/api';
import { AppError } from '../../../platform/errors';
import { checkFilePath } from './output';
import { genTestApp, previewByPath } from './testing';

/** The project root, whose node_modules the generated schema module is loaded with. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../..');

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let outputDir: string;
let scratch: string;
let close: () => Promise<void>;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'gen-safe-load-'));
  await symlink(join(root, 'node_modules'), join(scratch, 'node_modules'));
  ({ t, admin, outputDir, close } = await genTestApp('gen-safe-out-'));
});
afterAll(async () => {
  await close();
  await rm(scratch, { recursive: true, force: true });
});

const createTable = (text: string) => admin.post('/tool/gen/createTable', { sql: text });
const runSql = (text: string) => t.ctx.db.execute(sql.raw(text));
const relationExists = async (name: string) => (await t.ctx.db.execute(sql`select 1 from pg_class where relname = ${name}`)).rows.length > 0;
const genTableCount = async () => (await admin.get('/tool/gen/list')).total as number;
const genTableNamed = async (name: string) => (await admin.get(`/tool/gen/list?tableName=${name}`)).rows.find((r: { tableName: string }) => r.tableName === name);
const genTableInfo = async (name: string) => (await admin.get(`/tool/gen/${(await genTableNamed(name)).tableId}`)).data;
const sqlText = (text: string) => `'${text.replaceAll("'", "''")}'`;

const sqlRule = '只能使用小写字母、数字和下划线，以字母或下划线开头，最多 63 个字符';
const tableRefused = (name: string) => ({ code: 500, msg: `表名 "${name}" 不可用：${sqlRule}` });
const columnRefused = (table: string, name: string) => ({ code: 500, msg: `表 ${table} 的列名 "${name}" 不可用：${sqlRule}` });
const featureRefused = (table: string, feature: string) => ({ code: 500, msg: `表 ${table} 只能包含普通列、NOT NULL、主键和常量默认值，不支持：${feature}` });
const defaultRefused = (column: string, type: string) => ({ code: 500, msg: `列 ${column} 的默认值只能是 ${type} 类型的常量` });
const statementRefused = (statement: string) => ({ code: 500, msg: `只允许 CREATE TABLE 语句，不允许：${statement}` });
const createFailed = { code: 500, msg: '建表失败，原因已记入服务器日志，请联系管理员' };
/** What a stored password looks like (argon2 or bcrypt): never part of a reply. */
const passwordHash = /\$argon2|\$2[aby]\$/;
const identifierRefused = (name: string) => ({ code: 500, msg: `名称 "${name}" 不能用于生成的代码：只能使用字母、数字和下划线，不能以数字开头，也不能是保留字` });

describe('code generator: table and column names', () => {
  it.each([
    ['create table "a""; --" (id int)', 'a"; --'],
    ['create table "../../x" (id int)', '../../x'],
    ['create table "Demo_upper" (id int)', 'Demo_upper'],
    ['create table demo_first (id int); create table "x y" (id int)', 'x y'],
  ])('refuses the table name in %s, runs nothing and stores nothing', async (text, name) => {
    const before = await genTableCount();
    expect(await createTable(text)).toEqual(tableRefused(name));
    expect(await genTableCount()).toBe(before);
    expect(await relationExists(name)).toBe(false);
    expect(await relationExists('demo_first')).toBe(false);
  });

  it('refuses column names outside the allowlist, and a LIKE that would bring columns it cannot see, creating nothing', async () => {
    const before = await genTableCount();
    expect(await createTable('create table demo_cols (id int, "x"" y" int)')).toEqual(columnRefused('demo_cols', 'x" y'));
    expect(await createTable('create table demo_cols (id int, "Upper" int)')).toEqual(columnRefused('demo_cols', 'Upper'));
    await runSql('create table legacy_bad (id int, "Bad*/Name" int)');
    expect(await createTable('create table demo_like (like legacy_bad)')).toEqual(featureRefused('demo_like', 'LIKE'));
    expect(await genTableCount()).toBe(before);
    expect([await relationExists('demo_cols'), await relationExists('demo_like')]).toEqual([false, false]);
    const english = await staffClient(t, 'admin', 'en');
    expect(await english.post('/tool/gen/createTable', { sql: 'create table "../x" (id int)' })).toEqual({
      code: 500, msg: 'The table name "../x" is not accepted: use lowercase letters, digits and underscores, starting with a letter or underscore, at most 63 characters',
    });
  });

  it('takes a quoted name that is the same as its plain form', async () => {
    expect(await createTable('create table "demo_quoted" ("note" varchar(10))')).toMatchObject({ code: 200 });
    expect(await genTableNamed('demo_quoted')).toMatchObject({ className: 'DemoQuoted' });
  });

  it('refuses to import or synchronise catalogue tables whose names are outside the allowlist, importing none of the list', async () => {
    await runSql('create table "Legacy_Upper" (id int)');
    await runSql('create table legacy_good (id int)');
    expect(await admin.post('/tool/gen/importTable', { tables: 'Legacy_Upper' })).toEqual(tableRefused('Legacy_Upper'));
    expect(await admin.post('/tool/gen/importTable', { tables: 'legacy_good,legacy_bad' })).toEqual(columnRefused('legacy_bad', 'Bad*/Name'));
    expect(await genTableNamed('legacy_good')).toBeUndefined();

    expect(await admin.post('/tool/gen/importTable', { tables: 'legacy_good' })).toMatchObject({ code: 200 });
    await runSql('alter table legacy_good add column "x*/y" int');
    const { tableId } = await genTableNamed('legacy_good');
    expect(await admin.get(`/tool/gen/synchDb/${tableId}`)).toEqual(columnRefused('legacy_good', 'x*/y'));
    expect((await genTableInfo('legacy_good')).rows.map((c: { columnName: string }) => c.columnName)).toEqual(['id']);
  });

  it('refuses edits that put unsafe names into the generator, saving nothing', async () => {
    const { info, rows } = await genTableInfo('demo_quoted');
    const save = (change: Record<string, unknown>) => admin.put('/tool/gen', { ...info, columns: rows, ...change });
    const hostileDict = 'x" onClick={() => process.exit(7)} y="';
    expect(await save({ tableName: '../../x' })).toEqual(tableRefused('../../x'));
    expect(await save({ tableName: 'a"; --' })).toEqual(tableRefused('a"; --'));
    expect(await save({ className: 'Delete' })).toEqual(identifierRefused('delete'));
    expect(await save({ packageName: '@freight/../../../etc' })).toEqual({ code: 500, msg: '包名 "@freight/../../../etc" 不可用：请使用 npm 包名，如 @freight/domain' });
    expect(await save({ columns: rows.map((c: object) => ({ ...c, dictType: hostileDict })) })).toEqual({
      code: 500, msg: `字段 note 的字典类型 "${hostileDict}" 不可用：只能使用小写字母、数字和下划线，以字母开头`,
    });
    expect(await save({ tplCategory: 'tree', params: { treeCode: '../x', treeParentCode: 'note', treeName: 'note' } })).toEqual(columnRefused('demo_quoted', '../x'));
    expect((await genTableInfo('demo_quoted')).info).toEqual(info);
  });
});

/** Every user's password hashes, joined, where a crafted definition makes PostgreSQL evaluate and print them. */
const leakHashes = "(select string_agg(password, ',') from sys_user)::int";

describe('code generator: nothing the caller wrote reaches the database', () => {
  it.each([
    [`create table demo_evil (id int check (id > ${leakHashes}))`, featureRefused('demo_evil', 'CHECK')],
    [`create table demo_evil (id int default (${leakHashes}))`, defaultRefused('id', 'integer')],
    [`create table demo_evil (id int, g int generated always as (${leakHashes}) stored)`, featureRefused('demo_evil', 'GENERATED ALWAYS AS')],
    [`create table demo_evil (id int) partition by range ((id + ${leakHashes}))`, featureRefused('demo_evil', 'PARTITION BY')],
    [`create table demo_evil partition of sys_user for values in (${leakHashes})`, featureRefused('demo_evil', 'PARTITION OF')],
    ['create table demo_evil (note text collate "C")', featureRefused('demo_evil', 'COLLATE')],
    ['create table demo_evil (id int) with (fillfactor = 10)', featureRefused('demo_evil', 'WITH (...)')],
    ["create table demo_evil (note text default pg_read_file('/etc/passwd'))", defaultRefused('note', 'text')],
    ['create table demo_evil as select user_name, password from sys_user', statementRefused('CREATE TABLE AS')],
    [`create table demo_evil (id int); select ${leakHashes}`, statementRefused('SELECT')],
    ["create table demo_evil (id int); copy sys_user to '/tmp/users'", statementRefused('COPY')],
  ])('refuses %s with a clear message and creates nothing', async (text, refusal) => {
    const before = await genTableCount();
    const reply = await createTable(text);
    expect(reply).toEqual(refusal);
    expect(JSON.stringify(reply)).not.toMatch(passwordHash);
    expect(await relationExists('demo_evil')).toBe(false);
    expect(await genTableCount()).toBe(before);
  });

  it('creates plain columns with NOT NULL, a primary key and literal defaults, and imports them', async () => {
    expect(await createTable(`create table demo_plain (plain_id bigserial, code varchar(20) not null default 'A-1', qty integer not null default 0,
      price numeric(10,2) default 9.5, active boolean default true, valid_from date default '2025-01-01', note text, primary key (plain_id));
      comment on table demo_plain is '普通表'; comment on column demo_plain.code is '编码'`)).toMatchObject({ code: 200 });
    const columns = await t.ctx.db.execute(sql`select column_name, column_default, is_nullable from information_schema.columns
      where table_schema = 'public' and table_name = 'demo_plain' order by ordinal_position`);
    expect(columns.rows).toEqual([
      { column_name: 'plain_id', column_default: "nextval('demo_plain_plain_id_seq'::regclass)", is_nullable: 'NO' },
      { column_name: 'code', column_default: "'A-1'::character varying", is_nullable: 'NO' },
      { column_name: 'qty', column_default: '0', is_nullable: 'NO' },
      { column_name: 'price', column_default: '9.5', is_nullable: 'YES' },
      { column_name: 'active', column_default: 'true', is_nullable: 'YES' },
      { column_name: 'valid_from', column_default: "'2025-01-01'::date", is_nullable: 'YES' },
      { column_name: 'note', column_default: null, is_nullable: 'YES' },
    ]);
    const { info, rows } = await genTableInfo('demo_plain');
    expect(info).toMatchObject({ tableComment: '普通表', className: 'DemoPlain' });
    expect(rows.map((c: { columnName: string; isPk: string; isIncrement: string; isRequired: string }) => [c.columnName, c.isPk, c.isIncrement, c.isRequired]))
      .toEqual([['plain_id', '1', '1', '0'], ['code', '0', '0', '1'], ['qty', '0', '0', '1'], ['price', '0', '0', '0'], ['active', '0', '0', '0'], ['valid_from', '0', '0', '0'], ['note', '0', '0', '0']]);
    expect(rows[1]).toMatchObject({ columnComment: '编码' });
    expect(Object.keys(await previewByPath(admin, info.tableId))).toContain('apps/server/src/db/schema/plain.ts');
  });

  it('runs the DDL as a role that can create tables and read nothing, then hands the tables to the application', async () => {
    await runSql('create table ddl_seen (who text, what text)');
    await runSql('grant insert on ddl_seen to public');
    await runSql(`create function note_ddl() returns event_trigger language plpgsql as $$ begin
      insert into public.ddl_seen select current_user, object_identity from pg_event_trigger_ddl_commands() where command_tag = 'CREATE TABLE'; end $$`);
    await runSql("create event trigger note_ddl on ddl_command_end when tag in ('CREATE TABLE') execute function note_ddl()");
    try {
      expect(await createTable('create table demo_owned (owned_id serial primary key, title varchar(30))')).toMatchObject({ code: 200 });
    } finally {
      await runSql('drop event trigger note_ddl');
    }
    expect((await runSql('select who, what from ddl_seen')).rows).toEqual([{ who: 'freight_gen', what: 'public.demo_owned' }]);
    const [role] = (await runSql(`select rolcanlogin, rolsuper, rolcreatedb, rolcreaterole, rolbypassrls,
        has_table_privilege(oid, 'sys_user', 'select') as reads_users, has_table_privilege(oid, 'gen_table', 'insert') as writes_generator,
        has_function_privilege(oid, 'pg_read_file(text)', 'execute') as reads_files
      from pg_roles where rolname = 'freight_gen'`)).rows;
    expect(role).toEqual({
      rolcanlogin: false, rolsuper: false, rolcreatedb: false, rolcreaterole: false, rolbypassrls: false,
      reads_users: false, writes_generator: false, reads_files: false,
    });
    const owners = await runSql(`select c.relname, pg_get_userbyid(c.relowner) = current_user as ours from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname in ('demo_owned', 'demo_owned_owned_id_seq', 'demo_owned_pkey') order by c.relname`);
    expect(owners.rows).toEqual([
      { relname: 'demo_owned', ours: true }, { relname: 'demo_owned_owned_id_seq', ours: true }, { relname: 'demo_owned_pkey', ours: true },
    ]);
  });

  it('creates and imports a table with a legal 63-character name; one refused at import leaves no table behind', async () => {
    const name = `demo_${'long_'.repeat(11)}abc`;
    const column = `c${'o'.repeat(62)}`;
    expect(name).toHaveLength(63);
    expect(await createTable(`create table ${name} (long_id bigserial primary key, ${column} int)`)).toMatchObject({ code: 200 });
    const { info, rows } = await genTableInfo(name);
    expect(info).toMatchObject({ moduleName: 'demo', businessName: 'longLongLongLongLongLongLongLo' });
    expect(rows.map((c: { columnName: string }) => c.columnName)).toEqual(['long_id', column]);

    const stale = `${name.slice(0, 60)}xyz`;
    await t.ctx.db.insert(genTable).values({ tableName: stale, className: 'Stale', moduleName: 'demo', businessName: 'stale', createBy: 'admin' });
    expect(await createTable(`create table ${stale} (long_id bigserial primary key)`)).toEqual({ code: 500, msg: `表 ${stale} 已导入` });
    expect(await relationExists(stale)).toBe(false);
  });

  it('answers a database failure with a generic message, never the database text, and leaves nothing behind', async () => {
    await runSql(`create function refuse_ddl() returns event_trigger language plpgsql security definer as $$ begin
      raise exception 'refused: %', (select string_agg(password, ',') from sys_user); end $$`);
    await runSql("create event trigger refuse_ddl on ddl_command_end when tag in ('CREATE TABLE') execute function refuse_ddl()");
    let reply: unknown;
    try {
      reply = await createTable('create table demo_refused (refused_id bigserial primary key)');
    } finally {
      await runSql('drop event trigger refuse_ddl');
    }
    expect(reply).toEqual(createFailed);
    expect(JSON.stringify(reply)).not.toMatch(passwordHash);
    expect(await relationExists('demo_refused')).toBe(false);
    expect(await genTableNamed('demo_refused')).toBeUndefined();
  });

  it.runIf(process.env.TEST_DB === 'postgres')('gives up DDL that waits past the statement timeout, leaving nothing behind', async () => {
    const other = await (t.ctx.db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      await other.query('begin');
      await other.query('lock table gen_table in exclusive mode');
      expect(await createTable('create table demo_waits (id int)')).toEqual(createFailed);
    } finally {
      await other.query('rollback');
      other.release();
    }
    expect(await relationExists('demo_waits')).toBe(false);
  });
});

/** Texts that end a comment, a string, a template, a line, markup or an SQL literal, each trying to run `process.exit(7)`. */
const hostile = {
  c_comment: '*/ process.exit(7) /*',
  c_single: "'); process.exit(7); ('",
  c_double: '"); process.exit(7); ("',
  c_backtick: '`); process.exit(7); (`',
  c_template: '${process.exit(7)}',
  c_script: '</script><script>process.exit(7)</script>',
  c_newline: 'x\nprocess.exit(7)\n',
  c_return: 'x\rprocess.exit(7)\r',
  c_line: 'x\u2028process.exit(7)\u2028',
  c_paragraph: 'x\u2029process.exit(7)\u2029',
  c_backslash: "x\\'); process.exit(7); //\\",
  c_jsx: '{process.exit(7)}<b>',
  c_select: "x'); delete from sys_user; --",
};

/** Every identifier the parsed module holds: comments and string literals hold none. */
function identifiersOf(path: string, content: string): Set<string> {
  const found = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) found.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(path, content, ts.ScriptTarget.Latest, true, path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS));
  return found;
}

async function downloadZip(tableId: number) {
  return t.app.inject({ method: 'GET', url: `/api/tool/gen/download/${tableId}`, headers: { authorization: `Bearer ${admin.token}` } });
}

describe('code generator: comments and labels never become code', () => {
  it('generates modules that parse, hold the texts only as comments and strings, and load without running them', async () => {
    const columns = Object.keys(hostile).map((name) => `${name} varchar(100)`).join(', ');
    const comments = Object.entries(hostile).map(([name, text]) => `comment on column demo_hostile.${name} is ${sqlText(text)};`).join('\n');
    expect(await createTable(`create table demo_hostile (hostile_id bigserial primary key, ${columns});
      comment on table demo_hostile is ${sqlText("*/ process.exit(7) /* '); -- {process.exit(7)}")};
      ${comments}
      create table demo_hostile_line (line_id bigserial primary key, hostile_id bigint not null, line_note varchar(50));
      comment on table demo_hostile_line is ${sqlText('</Button>{process.exit(7)}<Button>')};
      comment on column demo_hostile_line.line_note is ${sqlText(hostile.c_comment)};`)).toMatchObject({ code: 200 });
    const { info, rows } = await genTableInfo('demo_hostile');
    expect(await admin.put('/tool/gen', {
      ...info, tplCategory: 'sub', subTableName: 'demo_hostile_line', subTableFkName: 'hostile_id', functionAuthor: "*/ process.exit(7) /* '); --",
      columns: rows.map((c: { columnName: string }) => (c.columnName === 'c_select' ? { ...c, dictType: 'sys_normal_disable', htmlType: 'select' } : c)),
    })).toMatchObject({ code: 200 });

    const files = await previewByPath(admin, info.tableId);
    const modules = Object.entries(files).filter(([path]) => /\.tsx?$/.test(path));
    expect(modules).toHaveLength(7);
    for (const [path, content] of modules) {
      const { diagnostics } = ts.transpileModule(content, { fileName: path, reportDiagnostics: true, compilerOptions: { jsx: ts.JsxEmit.ReactJSX } });
      expect({ path, errors: diagnostics?.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')) }).toEqual({ path, errors: [] });
      expect({ path, process: identifiersOf(path, content).has('process') }).toEqual({ path, process: false });
    }
    expect(files['apps/server/src/db/schema/hostile.ts']).toContain('/** *\\/ process.exit(7) /* */');

    await writeFile(join(scratch, 'schema.mts'), files['apps/server/src/db/schema/hostile.ts']!);
    await writeFile(join(scratch, 'load.mjs'), "const tables = await import('./schema.mts');\nconsole.log(Object.keys(tables).join(','));\n");
    const loaded = await promisify(execFile)(process.execPath, ['load.mjs'], { cwd: scratch }).catch((error: { code: number }) => ({ stdout: `exit ${error.code}` }));
    expect(loaded.stdout.trim()).toBe('demoHostile,demoHostileLine');

    const { parse } = await import('libpg-query');
    const menu = await parse(files['sql/hostileMenu.sql']!) as { stmts: { stmt: Record<string, unknown> }[] };
    expect(menu.stmts.map((s) => Object.keys(s.stmt))).toEqual([['InsertStmt']]);
  }, 60_000);
});

describe('code generator: zip entries and written files stay inside their root', () => {
  it('zips only plain relative paths', async () => {
    const { tableId } = await genTableNamed('demo_hostile');
    const zip = await JSZip.loadAsync((await downloadZip(tableId)).rawPayload);
    const entries = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
    expect(entries).toHaveLength(8);
    for (const entry of entries) expect(checkFilePath(entry)).toBe(entry);
  });

  it('refuses a stored table whose names would lead outside, neither zipping nor writing anything', async () => {
    const [row] = await t.ctx.db.insert(genTable).values({
      tableName: 'legacy_zip', tableComment: 'legacy', className: 'LegacyZip', functionAuthor: 'admin', packageName: '@freight/domain',
      moduleName: '..', businessName: '../../x', functionName: 'legacy', genType: '1', genPath: '/', createBy: 'admin',
    }).returning({ tableId: genTable.tableId });
    await t.ctx.db.insert(genTableColumn).values({
      tableId: row!.tableId, columnName: 'id', columnType: 'bigint', javaType: 'Long', javaField: 'id', isPk: '1', isIncrement: '1', createBy: 'admin',
    });
    const reply = await downloadZip(row!.tableId);
    expect(reply.headers['content-type']).not.toBe('application/zip');
    expect(reply.json()).toEqual(identifierRefused('..'));
    expect(await admin.get(`/tool/gen/genCode/${row!.tableId}`)).toEqual(identifierRefused('..'));
    expect(await readdir(outputDir)).toEqual([]);
  });

  it('checks each path: relative, plain names, no way up', () => {
    for (const path of ['apps/server/src/db/schema/item.ts', 'sql/itemMenu.sql', 'apps/web/src/admin/pages/demo/item/DemoItemForm.tsx']) {
      expect(checkFilePath(path)).toBe(path);
    }
    for (const path of ['', '../x.ts', 'a/../../b.ts', 'a/./b.ts', '/etc/passwd', 'a\\b.ts', 'a//b.ts', 'a/', '.hidden', 'C:/x.ts', 'a/b c.ts', 'a/\u2028.ts']) {
      expect(() => checkFilePath(path)).toThrow(AppError);
    }
  });
});

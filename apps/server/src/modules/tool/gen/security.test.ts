import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { genTable, genTableColumn } from '../../../db/schema/index';
import type { TestApp } from '../../../../test/harness';
import { staffClient } from '../../../../test/api';
import { AppError } from '../../../platform/errors';
import { checkFilePath } from './output';
import { genTestApp } from './testing';

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

  it('refuses column names outside the allowlist, also those a LIKE brings, and rolls the new table back', async () => {
    const before = await genTableCount();
    expect(await createTable('create table demo_cols (id int, "x"" y" int)')).toEqual(columnRefused('demo_cols', 'x" y'));
    expect(await createTable('create table demo_cols (id int, "Upper" int)')).toEqual(columnRefused('demo_cols', 'Upper'));
    await runSql('create table legacy_bad (id int, "Bad*/Name" int)');
    expect(await createTable('create table demo_like (like legacy_bad)')).toEqual(columnRefused('demo_like', 'Bad*/Name'));
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

    const files: Record<string, string> = (await admin.get(`/tool/gen/preview/${info.tableId}`)).data;
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

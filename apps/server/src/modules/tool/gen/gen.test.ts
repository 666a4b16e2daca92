import { readFile, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { allPermission, GenTableBody } from '@freight/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/harness';
import { staffClient } from '../../../../test/api';
import type { Actor } from '../../../platform/commands/actor';
import { genCommands } from './commands';
import { genTestApp, previewByPath } from './testing';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let outputDir: string;
let close: () => Promise<void>;
beforeAll(async () => { ({ t, admin, outputDir, close } = await genTestApp('gen-out-')); });
afterAll(() => close());

const createTable = (sql: string) => admin.post('/tool/gen/createTable', { sql });
const genTableNamed = async (name: string) => (await admin.get(`/tool/gen/list?tableName=${name}`)).rows.find((r: { tableName: string }) => r.tableName === name);
const tableCount = async () => (await admin.get('/tool/gen/list')).total as number;

describe('code generator: create table from SQL', () => {
  it('runs a CREATE TABLE and imports the new table with its columns', async () => {
    const reply = await createTable(`create table demo_item (item_id bigserial primary key, item_name varchar(50) not null,
      price numeric(10,2), status char(1) not null default '0', remark varchar(500), create_time timestamp)`);
    expect(reply).toMatchObject({ code: 200 });
    const table = await genTableNamed('demo_item');
    expect(table).toMatchObject({ className: 'DemoItem', moduleName: 'demo', businessName: 'item', tplCategory: 'crud' });
    const { data } = await admin.get(`/tool/gen/${table.tableId}`);
    expect(data.rows.map((c: { javaField: string }) => c.javaField)).toEqual(['itemId', 'itemName', 'price', 'status', 'remark', 'createTime']);
    expect(data.rows[0]).toMatchObject({ isPk: '1', isIncrement: '1', isInsert: '0', javaType: 'Long' });
    expect(data.rows[1]).toMatchObject({ isRequired: '1', queryType: 'LIKE', htmlType: 'input', javaType: 'String' });
    expect(data.rows[3]).toMatchObject({ htmlType: 'radio' });
  });

  it('takes COMMENT ON for the tables it creates, so the imported table and columns carry their descriptions', async () => {
    const reply = await createTable(`create table demo_note (note_id bigserial primary key, note_text varchar(200));
      comment on table demo_note is '备注表';
      comment on column public.demo_note.note_text is '备注内容'`);
    expect(reply).toMatchObject({ code: 200 });
    const table = await genTableNamed('demo_note');
    expect(table.tableComment).toBe('备注表');
    const { data } = await admin.get(`/tool/gen/${table.tableId}`);
    expect(data.rows[1]).toMatchObject({ columnName: 'note_text', columnComment: '备注内容' });
    const before = await tableCount();
    expect(await createTable("create table demo_note2 (id int); comment on table sys_user is 'x'")).toEqual({ code: 500, msg: '只允许 CREATE TABLE 语句，不允许：COMMENT ON' });
    expect(await createTable('create table demo_note3 as select * from sys_user')).toEqual({ code: 500, msg: '只允许 CREATE TABLE 语句，不允许：CREATE TABLE AS' });
    expect(await tableCount()).toBe(before);
  });

  it.each([
    ['drop table sys_user', 'DROP TABLE'],
    ["insert into sys_config (config_name) values ('x')", 'INSERT'],
    ['create table demo_ok (id int); drop table sys_user', 'DROP TABLE'],
    ['create table demo_ok2 (id int); delete from sys_user', 'DELETE'],
  ])('refuses anything but CREATE TABLE and runs nothing: %s', async (sql, statement) => {
    const before = await tableCount();
    expect(await createTable(sql)).toEqual({ code: 500, msg: `只允许 CREATE TABLE 语句，不允许：${statement}` });
    expect(await tableCount()).toBe(before);
    expect((await admin.get('/tool/gen/db/list?tableName=demo_ok')).total).toBe(0);
    expect((await admin.get('/system/user/list')).total).toBeGreaterThan(0);
  });

  it('refuses garbage, empty text and other schemas with a clear message', async () => {
    expect((await createTable('this is not sql at all')).msg).toMatch(/^SQL 语法错误/);
    expect(await createTable('   ')).toEqual({ code: 400, msg: '请输入建表语句' });
    expect(await createTable('create table pg_temp.x (id int)')).toEqual({ code: 500, msg: '表 pg_temp.x 只能建在 public 模式下' });
    expect(await createTable('create table demo_item (id int)')).toEqual({ code: 500, msg: '表 demo_item 已存在' });
    const english = await staffClient(t, 'admin', 'en');
    expect((await english.post('/tool/gen/createTable', { sql: 'drop table sys_user' })).msg).toBe('Only CREATE TABLE statements are accepted, not: DROP TABLE');
  });
});

describe('code generator: catalogue, edit, preview, zip, write, sync, delete', () => {
  it('lists database tables with paging and search, without those already imported', async () => {
    await createTable('create table demo_catalogue_one (id bigserial primary key, title varchar(20))');
    const page = await admin.get('/tool/gen/db/list?pageNum=1&pageSize=5');
    expect(page.rows).toHaveLength(5);
    expect(page.total).toBeGreaterThan(5);
    expect(page.rows.map((r: { tableName: string }) => r.tableName)).not.toContain('demo_item');
    const names = (await admin.get('/tool/gen/db/list?tableName=sys_p&pageSize=50')).rows.map((r: { tableName: string }) => r.tableName);
    expect(names).toEqual(expect.arrayContaining(['sys_post']));
    expect(names.every((n: string) => n.includes('sys_p'))).toBe(true);
    expect((await admin.get('/tool/gen/db/list?tableName=gen_table')).total).toBe(0);

    expect(await admin.post('/tool/gen/importTable', { tables: 'sys_post' })).toMatchObject({ code: 200 });
    expect((await admin.get('/tool/gen/db/list?tableName=sys_post')).total).toBe(0);
    expect(await admin.post('/tool/gen/importTable', { tables: 'sys_post' })).toMatchObject({ code: 500, msg: '表 sys_post 已导入' });
    expect(await admin.post('/tool/gen/importTable', { tables: 'no_such_table' })).toMatchObject({ code: 500, msg: '数据库中不存在表 no_such_table' });
  });

  it('saves edits, clears sub-table fields for other templates, previews and zips', async () => {
    const table = await genTableNamed('demo_item');
    const { data } = await admin.get(`/tool/gen/${table.tableId}`);
    const columns = data.rows.map((c: Record<string, unknown>) => (c.columnName === 'status' ? { ...c, dictType: 'sys_normal_disable', columnComment: '状态' } : c));
    const body = { ...data.info, functionName: '示例商品', subTableName: 'sys_post', subTableFkName: 'post_id', columns };
    expect(await admin.put('/tool/gen', body)).toMatchObject({ code: 200 });
    const saved = (await admin.get(`/tool/gen/${table.tableId}`)).data;
    expect(saved.info).toMatchObject({ functionName: '示例商品', subTableName: null, subTableFkName: null });
    expect(saved.rows.find((c: { columnName: string }) => c.columnName === 'status')).toMatchObject({ dictType: 'sys_normal_disable' });
    expect((await admin.put('/tool/gen', { ...body, tplCategory: 'tree' })).code).toBe(400);

    const preview = await previewByPath(admin, table.tableId);
    expect(Object.keys(preview)).toEqual(expect.arrayContaining([
      'apps/server/src/db/schema/item.ts', 'packages/domain/src/demo/item.ts', 'apps/server/src/modules/demo/item/routes.ts',
      'apps/web/src/admin/pages/demo/item/index.tsx', 'sql/itemMenu.sql',
    ]));
    expect(preview['apps/server/src/modules/demo/item/routes.ts']).toContain("permission: 'demo:item:add'");
    expect(preview['apps/web/src/admin/pages/demo/item/index.tsx']).toContain("dictColumn('status', '状态', dicts.sys_normal_disable)");

    const zipReply = await t.app.inject({ method: 'GET', url: `/api/tool/gen/download/${table.tableId}`, headers: { authorization: `Bearer ${admin.token}` } });
    expect(zipReply.headers['content-type']).toBe('application/zip');
    const zip = await JSZip.loadAsync(zipReply.rawPayload);
    expect(await zip.file('sql/itemMenu.sql')!.async('string')).toContain("'demo:item:list'");
  });

  it('writes into the output folder only, refusing paths that lead outside', async () => {
    const table = await genTableNamed('demo_item');
    const { data } = await admin.get(`/tool/gen/${table.tableId}`);
    const save = (genPath: string) => admin.put('/tool/gen', { ...data.info, genType: '1', genPath, columns: data.rows });

    await save('features/demo');
    expect(await admin.get(`/tool/gen/genCode/${table.tableId}`)).toMatchObject({ code: 200 });
    expect(await readFile(join(outputDir, 'features/demo/sql/itemMenu.sql'), 'utf8')).toContain('demo:item:query');

    for (const escape of ['../escape', '/etc', `${outputDir}/../elsewhere`]) {
      await save(escape);
      expect(await admin.get(`/tool/gen/genCode/${table.tableId}`)).toEqual({ code: 500, msg: '生成路径必须位于生成目录之内' });
    }
    await symlink(tmpdir(), join(outputDir, 'link'));
    await save('link/inside-tmp');
    expect(await admin.get(`/tool/gen/genCode/${table.tableId}`)).toEqual({ code: 500, msg: '生成路径必须位于生成目录之内' });
  });

  it('synchronises added and dropped columns, then deletes', async () => {
    const table = await genTableNamed('demo_catalogue_one');
    const { sql } = await import('drizzle-orm');
    await t.ctx.db.execute(sql`alter table demo_catalogue_one add column note text, drop column title`);
    expect(await admin.get(`/tool/gen/synchDb/${table.tableId}`)).toMatchObject({ code: 200 });
    const { data } = await admin.get(`/tool/gen/${table.tableId}`);
    expect(data.rows.map((c: { columnName: string }) => c.columnName)).toEqual(['id', 'note']);
    expect(await admin.del(`/tool/gen/${table.tableId}`)).toMatchObject({ code: 200 });
    expect(await genTableNamed('demo_catalogue_one')).toBeUndefined();
    expect((await admin.get('/tool/gen/db/list?tableName=demo_catalogue_one')).total).toBe(1);
  });

  it('refuses callers without the permission', async () => {
    const ry = await staffClient(t, 'ry');
    expect(await ry.get('/tool/gen/list')).toMatchObject({ code: 403 });
    expect(await ry.post('/tool/gen/createTable', { sql: 'create table demo_forbidden (id int)' })).toMatchObject({ code: 403 });
    expect(await ry.get('/tool/gen/preview/1')).toMatchObject({ code: 403 });
    expect((await admin.get('/tool/gen/db/list?tableName=demo_forbidden')).total).toBe(0);
  });
});

describe('the code generator commands', () => {
  it('check the permission (and, to create tables, the administrator role) themselves, whatever door calls them, changing nothing when refused', async () => {
    expect(await createTable('create table demo_door (id bigint primary key, title varchar(50))')).toMatchObject({ code: 200 });
    const table = await genTableNamed('demo_door');
    const { data } = await admin.get(`/tool/gen/${table.tableId}`);
    const reader: Actor = { userId: 2, userName: 'ry', deptName: '', roles: ['common'], permissions: ['tool:gen:list', 'tool:gen:query'], request: { method: 'PUT', route: '', url: '', ip: '' } };
    await expect(genCommands.edit(t.ctx, reader, GenTableBody.parse({ ...data.info, columns: data.rows, functionName: 'changed' }))).rejects.toMatchObject({ replyCode: 403 });
    await expect(genCommands.import(t.ctx, reader, ['demo_catalogue_one'])).rejects.toMatchObject({ replyCode: 403 });
    await expect(genCommands.synchDb(t.ctx, reader, table.tableId)).rejects.toMatchObject({ replyCode: 403 });
    await expect(genCommands.genCode(t.ctx, reader, table.tableId)).rejects.toMatchObject({ replyCode: 403 });
    await expect(genCommands.remove(t.ctx, reader, [table.tableId])).rejects.toMatchObject({ replyCode: 403 });
    const everyPermission: Actor = { ...reader, permissions: [allPermission] };
    await expect(genCommands.createTable(t.ctx, everyPermission, 'create table demo_not_admin (id int)')).rejects.toMatchObject({ replyCode: 403 });
    expect((await admin.get(`/tool/gen/${table.tableId}`)).data).toEqual(data);
    expect(await genTableNamed('demo_catalogue_one')).toBeUndefined();
    expect((await admin.get('/tool/gen/db/list?tableName=demo_not_admin')).total).toBe(0);
  });
});

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness';
import { staffWith } from '../../test/api';
import { AjaxResult, ajaxData, ruoyiRefusal, RuoyiTime, tableData } from './replyShapes';
import { ruoyiClient } from './ruoyiClient';

type Client = Awaited<ReturnType<typeof ruoyiClient>>;
let t: TestApp;
let admin: Client;
let outputDir: string;
beforeAll(async () => {
  outputDir = await mkdtemp(join(tmpdir(), 'freight-contract-gen-'));
  process.env.GEN_OUTPUT_DIR = outputDir;
  t = await createTestApp();
  admin = await ruoyiClient(t);
});
afterAll(async () => {
  delete process.env.GEN_OUTPUT_DIR;
  await t.close();
  await rm(outputDir, { recursive: true, force: true });
});

/** GenTable as the list and the edit page read it; the tree options and parent menu sit on the table itself. */
const GenTable = z.object({
  tableId: z.number(), tableName: z.string(), tableComment: z.string(), className: z.string(), functionAuthor: z.string(),
  tplCategory: z.string(), tplWebType: z.string(), packageName: z.string(), moduleName: z.string(), businessName: z.string(), functionName: z.string(),
  genType: z.enum(['0', '1']), genPath: z.string(), createTime: RuoyiTime, updateTime: RuoyiTime.nullable(),
}).loose();
const GenColumn = z.object({
  columnId: z.number(), tableId: z.number(), columnName: z.string(), columnComment: z.string(), columnType: z.string(), javaType: z.string(), javaField: z.string(),
  isPk: z.enum(['0', '1']), isIncrement: z.enum(['0', '1']), isRequired: z.enum(['0', '1']), isInsert: z.enum(['0', '1']), isEdit: z.enum(['0', '1']),
  isList: z.enum(['0', '1']), isQuery: z.enum(['0', '1']), queryType: z.string(), htmlType: z.string(), dictType: z.string(), sort: z.number(),
}).loose();
const GenInfo = z.object({
  info: GenTable.extend({ columns: z.array(GenColumn), treeCode: z.string().nullish(), treeParentCode: z.string().nullish(), treeName: z.string().nullish(), parentMenuId: z.number().nullish() }),
  rows: z.array(GenColumn),
  tables: z.array(z.object({ tableId: z.number(), tableName: z.string(), tableComment: z.string() }).loose()),
});

/** A database table of the catalogue, made as a DBA would (not through the generator). */
const makeTable = (name: string) => t.ctx.db.execute(sql.raw(`create table ${name} (${name}_id bigserial primary key, title varchar(50) not null, status char(1) default '0')`));
const importQuery = (tables: string) => ({ tables, tplWebType: 'element-plus' });
async function imported(name: string) {
  await makeTable(name);
  AjaxResult.parse(await admin.call({ method: 'POST', url: '/tool/gen/importTable', params: importQuery(name) }));
  return tableNamed(name);
}
async function tableNamed(tableName: string) {
  const { rows } = tableData(GenTable).parse(await admin.call({ method: 'GET', url: '/tool/gen/list', params: { pageNum: 1, pageSize: 10, tableName } }));
  return rows.find((r) => r.tableName === tableName)!;
}
const genInfo = async (tableId: number) => GenInfo.parse((await admin.call({ method: 'GET', url: `/tool/gen/${tableId}` })).data);
/** What RuoYi-Vue3's preview dialog names a tab after: the key between its last '/' and '.vm'. */
const tabName = (key: string) => key.substring(key.lastIndexOf('/') + 1, key.indexOf('.vm'));

describe('tool/gen.js', () => {
  it('listTable', async () => {
    await imported('ctr_list');
    const query = { pageNum: 1, pageSize: 10, tableName: 'ctr_', tableComment: undefined, orderByColumn: 'createTime', isAsc: 'descending', params: { beginTime: '2000-01-01', endTime: '2099-12-31' } };
    const page = tableData(GenTable).parse(await admin.call({ method: 'GET', url: '/tool/gen/list', params: query }));
    expect(page.rows.map((r) => r.tableName)).toContain('ctr_list');
  });

  it('listDbTable', async () => {
    await makeTable('ctr_catalogue');
    const page = tableData(z.object({ tableName: z.string(), tableComment: z.string() }).loose())
      .parse(await admin.call({ method: 'GET', url: '/tool/gen/db/list', params: { pageNum: 1, pageSize: 10, tableName: 'ctr_cat', tableComment: undefined } }));
    expect(page.rows).toEqual([expect.objectContaining({ tableName: 'ctr_catalogue' })]);
  });

  it('getGenTable', async () => {
    const { tableId } = await imported('ctr_get');
    const data = await genInfo(tableId);
    expect(data.info).toMatchObject({ tableId, tableName: 'ctr_get', className: 'CtrGet' });
    expect(data.rows.map((c) => c.columnName)).toEqual(['ctr_get_id', 'title', 'status']);
    expect(data.info.columns.map((c) => c.columnName)).toEqual(['ctr_get_id', 'title', 'status']);
    expect(data.tables.map((x) => x.tableName)).toContain('ctr_get');
  });

  it('updateGenTable', async () => {
    const { tableId } = await imported('ctr_edit');
    const { info, rows } = await genInfo(tableId);
    // editTable.vue's submitForm: the table as read, the columns as edited, the options gathered from the table's own fields.
    const edited = { ...info, functionName: '合同测试', parentMenuId: 3 };
    const columns = rows.map((c) => (c.columnName === 'title' ? { ...c, htmlType: 'textarea', isQuery: '1', queryType: 'LIKE' } : c));
    const body = { ...edited, columns, params: { treeCode: edited.treeCode, treeName: edited.treeName, treeParentCode: edited.treeParentCode, parentMenuId: edited.parentMenuId } };
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/tool/gen', data: body }));
    const saved = await genInfo(tableId);
    expect(saved.info).toMatchObject({ functionName: '合同测试', parentMenuId: 3 });
    expect(saved.rows.find((c) => c.columnName === 'title')).toMatchObject({ htmlType: 'textarea', isQuery: '1' });
    // Read and saved again unchanged, the parent menu stays.
    const again = await genInfo(tableId);
    const { treeCode, treeName, treeParentCode, parentMenuId } = again.info;
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/tool/gen', data: { ...again.info, columns: again.rows, params: { treeCode, treeName, treeParentCode, parentMenuId } } }));
    expect((await genInfo(tableId)).info.parentMenuId).toBe(3);
  });

  it('importTable', async () => {
    await makeTable('ctr_import_a');
    await makeTable('ctr_import_b');
    // importTable.vue sends the chosen names as query parameters, with no body.
    AjaxResult.parse(await admin.call({ method: 'POST', url: '/tool/gen/importTable', params: importQuery('ctr_import_a,ctr_import_b') }));
    expect((await tableNamed('ctr_import_a')).tplCategory).toBe('crud');
    expect(await tableNamed('ctr_import_b')).toBeDefined();

    // The query form meets the body form's schema, command and checks: the same refusals, nothing imported.
    await makeTable('ctr_import_c');
    const both = async (client: Client, tables: string) => [
      await client.call({ method: 'POST', url: '/tool/gen/importTable', params: importQuery(tables) }),
      await client.call({ method: 'POST', url: '/tool/gen/importTable', data: importQuery(tables) }),
    ];
    await staffWith(t, 'gen_lister', ['tool:gen:list']);
    const [byQuery, byBody] = await both(await ruoyiClient(t, 'gen_lister'), 'ctr_import_c');
    expect(byQuery).toEqual(byBody);
    expect(byQuery).toMatchObject({ code: 403 });
    const [badQuery, badBody] = await both(admin, 'ctr_import_c;drop table sys_user');
    expect(badQuery).toEqual(badBody);
    expect(badQuery).toMatchObject({ code: 400 });
    const [missingQuery, missingBody] = await both(admin, 'ctr_import_c,ctr_nowhere');
    expect(missingQuery).toEqual(missingBody);
    expect(ruoyiRefusal(500).parse(missingQuery).msg).toContain('ctr_nowhere');
    expect(await tableNamed('ctr_import_c')).toBeUndefined();
  });

  it('createTable', async () => {
    const create = (client: Client, text: string, form: 'params' | 'data' = 'params') =>
      client.call({ method: 'POST', url: '/tool/gen/createTable', [form]: { sql: text, tplWebType: 'element-plus' } });
    AjaxResult.parse(await create(admin, 'create table ctr_created (ctr_created_id bigserial primary key, title varchar(50))'));
    expect((await tableNamed('ctr_created')).className).toBe('CtrCreated');

    // Refused alike in both forms: a statement other than CREATE TABLE, and anyone but an administrator.
    for (const text of ['drop table sys_user', 'create table ctr_bad (id int); delete from sys_user']) {
      const byQuery = await create(admin, text);
      expect(byQuery).toEqual(await create(admin, text, 'data'));
      expect(ruoyiRefusal(500).parse(byQuery).msg).toMatch(/^只允许 CREATE TABLE 语句/);
    }
    await staffWith(t, 'gen_all', ['tool:gen:list', 'tool:gen:import', 'tool:gen:edit', 'tool:gen:code']);
    const notAdmin = await ruoyiClient(t, 'gen_all');
    const text = 'create table ctr_not_admin (id int primary key)';
    const byQuery = await create(notAdmin, text);
    expect(byQuery).toEqual(await create(notAdmin, text, 'data'));
    expect(byQuery).toMatchObject({ code: 403 });
    expect((await t.ctx.db.execute(sql`select to_regclass('public.ctr_not_admin') as found`)).rows[0]).toEqual({ found: null });
  });

  it('previewTable', async () => {
    const { tableId } = await imported('ctr_preview');
    const reply = ajaxData(z.record(z.string(), z.string())).extend({ paths: z.record(z.string(), z.string()) })
      .parse(await admin.call({ method: 'GET', url: `/tool/gen/preview/${tableId}` }));
    const keys = Object.keys(reply.data);
    // Every file gets its own tab, named as RuoYi names its templates' tabs.
    const tabs = keys.map(tabName);
    expect(new Set(tabs).size).toBe(keys.length);
    expect(tabs).toEqual(expect.arrayContaining(['routes.ts', 'index.tsx', 'sql']));
    expect(keys.every((key) => /^vm\/[a-z]+\/[\w.]+\.vm$/.test(key))).toBe(true);
    // Beside them, where each file goes in this project (our back office shows it).
    expect(reply.paths[keys.find((key) => tabName(key) === 'routes.ts')!]).toBe('apps/server/src/modules/ctr/preview/routes.ts');
  });

  it('delTable', async () => {
    const one = await imported('ctr_delete_a');
    const two = await imported('ctr_delete_b');
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/tool/gen/${one.tableId},${two.tableId}` }));
    expect(await tableNamed('ctr_delete_a')).toBeUndefined();
    expect(await tableNamed('ctr_delete_b')).toBeUndefined();
  });

  it('genCode', async () => {
    const table = await imported('ctr_write');
    const { info, rows } = await genInfo(table.tableId);
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/tool/gen', data: { ...info, genType: '1', genPath: 'ctr', columns: rows, params: {} } }));
    // index.vue's handleGenTable for a custom path: by the row's table name.
    AjaxResult.parse(await admin.call({ method: 'GET', url: '/tool/gen/genCode/ctr_write' }));
    expect(await readdir(join(outputDir, 'ctr', 'apps/server/src/modules/ctr/write'))).toEqual(expect.arrayContaining(['routes.ts', 'service.ts']));
    const lacking = await staffWith(t, 'gen_previewer', ['tool:gen:list', 'tool:gen:preview']);
    expect(await lacking.get('/tool/gen/genCode/ctr_write')).toMatchObject({ code: 403 });
    expect(await admin.call({ method: 'GET', url: '/tool/gen/genCode/ctr_nowhere' })).toMatchObject({ code: 404 });
  });

  it('synchDb', async () => {
    const table = await imported('ctr_sync');
    await t.ctx.db.execute(sql.raw('alter table ctr_sync add column note varchar(200)'));
    AjaxResult.parse(await admin.call({ method: 'GET', url: '/tool/gen/synchDb/ctr_sync' }));
    expect((await genInfo(table.tableId)).rows.map((c) => c.columnName)).toEqual(['ctr_sync_id', 'title', 'status', 'note']);
  });

  it('batchGenCode', async () => {
    await imported('ctr_zip_a');
    await imported('ctr_zip_b');
    // `$download.zip('/tool/gen/batchGenCode?tables=' + names)`: a GET with the token, read as a blob, refused if it is JSON.
    const reply = await admin.send({ method: 'GET', url: '/tool/gen/batchGenCode?tables=ctr_zip_a,ctr_zip_b' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).not.toMatch(/json/);
    const zip = await JSZip.loadAsync(reply.rawPayload);
    const files = Object.keys(zip.files);
    expect(files).toContain('apps/server/src/modules/ctr/zipA/routes.ts');
    expect(files).toContain('apps/server/src/modules/ctr/zipB/routes.ts');
    // A refusal is JSON, which the helper shows as the message.
    const lacking = await staffWith(t, 'gen_zip_reader', ['tool:gen:list']);
    expect(await lacking.get('/tool/gen/batchGenCode?tables=ctr_zip_a')).toMatchObject({ code: 403 });
  });
});

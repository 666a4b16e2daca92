import { execFile } from 'node:child_process';
import { appendFile, cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { staffClient } from '../../../../test/api';
import { previewByPath } from './testing';

/** The project root, five folders above this module. */
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../..');
const tsc = join(root, 'node_modules/typescript/bin/tsc');

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let copy: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
  copy = await mkdtemp(join(tmpdir(), 'gen-compile-'));
});
afterAll(async () => {
  await t.close();
  await rm(copy, { recursive: true, force: true });
});

/** One table per template: crud (every value and display type), tree, and a master with its detail rows; comments that would break code if pasted raw. */
const tables = `
create table demo_goods (goods_id bigserial primary key, goods_name varchar(50) not null, price numeric(10,2), stock integer,
  weight double precision, status char(1) not null default '0', goods_type varchar(10), on_sale boolean, launch_date timestamp,
  picture_image varchar(200), manual_file varchar(200), description text, create_by varchar(64), create_time timestamp,
  update_by varchar(64), update_time timestamp);
create table demo_category (category_id bigserial primary key, parent_id bigint not null default 0, category_name varchar(50) not null,
  order_num integer, status char(1));
create table demo_order (order_id bigserial primary key, order_no varchar(32) not null, order_time timestamp, remark varchar(500));
create table demo_order_line (line_id bigserial primary key, order_id bigint not null, sku varchar(30) not null, quantity integer not null,
  amount numeric(12,2));
comment on table demo_order_line is '</Button>{order.total}<Button>';
comment on column demo_goods.goods_name is '*/ name /* ''); name; ('' \u2028 \n \\';
comment on column demo_goods.price is '\`\${price}\` "quoted" <b>{price}</b>';`;

async function configure(tableName: string, change: (info: Record<string, unknown>, rows: Record<string, unknown>[]) => Record<string, unknown>) {
  const { rows: [listed] } = await admin.get(`/tool/gen/list?tableName=${tableName}`);
  const { data } = await admin.get(`/tool/gen/${listed.tableId}`);
  expect(await admin.put('/tool/gen', change(data.info, data.rows))).toMatchObject({ code: 200 });
  return listed.tableId as number;
}

const withColumn = (rows: Record<string, unknown>[], name: string, patch: Record<string, unknown>) =>
  rows.map((r) => (r.columnName === name ? { ...r, ...patch } : r));

it('generates crud, tree and sub features that type-check inside a copy of the project', async () => {
  expect(await admin.post('/tool/gen/createTable', { sql: tables })).toMatchObject({ code: 200 });
  const goods = await configure('demo_goods', (info, rows) => ({
    ...info, columns: withColumn(withColumn(withColumn(rows, 'status', { dictType: 'sys_normal_disable' }), 'price', { isQuery: '1', queryType: 'BETWEEN' }),
      'goods_type', { dictType: 'sys_yes_no', htmlType: 'select' }),
  }));
  const category = await configure('demo_category', (info, rows) => ({
    ...info, tplCategory: 'tree', params: { treeCode: 'category_id', treeParentCode: 'parent_id', treeName: 'category_name' },
    columns: withColumn(rows, 'status', { dictType: 'sys_normal_disable' }),
  }));
  await configure('demo_order_line', (info, rows) => ({ ...info, columns: rows }));
  const order = await configure('demo_order', (info, rows) => ({
    ...info, tplCategory: 'sub', subTableName: 'demo_order_line', subTableFkName: 'order_id', columns: withColumn(rows, 'order_time', { isQuery: '1', queryType: 'GTE' }),
  }));

  await Promise.all(['apps/server/src', 'apps/web/src', 'packages/domain/src'].map((part) => cp(join(root, part), join(copy, part), { recursive: true })));
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'));
  await symlink(join(root, 'apps/server/node_modules'), join(copy, 'apps/server/node_modules'));
  const generated: string[] = [];
  for (const tableId of [goods, category, order]) {
    const files = await previewByPath(admin, tableId);
    for (const [path, content] of Object.entries(files)) {
      await mkdir(dirname(join(copy, path)), { recursive: true });
      await writeFile(join(copy, path), content);
      if (/\.tsx?$/.test(path)) generated.push(path);
      if (path.startsWith('packages/domain/src/')) await appendFile(join(copy, 'packages/domain/src/index.ts'), `export * from './${path.slice(20, -3)}';\n`);
    }
  }
  expect(generated).toHaveLength(21);
  // The request augmentations (cookies, session, language) the server's app.ts brings in for every route.
  await writeFile(join(copy, 'augmentations.ts'),
    "import '@fastify/cookie';\nimport './apps/server/src/platform/auth/guard';\nimport './apps/server/src/platform/i18n';\n");
  await writeFile(join(copy, 'tsconfig.json'), JSON.stringify({
    extends: join(root, 'tsconfig.base.json'),
    compilerOptions: {
      lib: ['ES2023', 'DOM', 'DOM.Iterable'], jsx: 'react-jsx', types: ['node', 'vite/client'],
      paths: { '@freight/domain': ['./packages/domain/src/index.ts'] },
    },
    // The web app's declaration of its per-language catalogue modules, which the generated pages reach.
    files: [...generated, 'augmentations.ts', 'apps/web/src/catalogues.d.ts'],
  }));
  const result = await promisify(execFile)(process.execPath, [tsc, '-p', join(copy, 'tsconfig.json')], { cwd: copy }).catch((error: { stdout: string }) => error);
  expect(result.stdout).toBe('');
}, 120_000);

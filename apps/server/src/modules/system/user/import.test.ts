import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { sysDept, sysUser } from '../../../db/schema/index';
import { bearer, createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { lastOperation, lastOperationId, readWorkbook, staffClient, staffWith } from '../../../../test/api';

let t: TestApp;
let token = '';
let deptId = 0;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, 'admin', 'admin123')).token!;
  deptId = (await t.ctx.db.select().from(sysDept)).find((d) => d.deptName === '市场部门')!.deptId;
});
afterAll(async () => { await t.close(); });

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('users');
  sheet.addRow(['部门编号', '用户名称', '用户昵称', '邮箱', '手机号码', '用户性别', '状态']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(file: Buffer, updateSupport = false, as = token) {
  const boundary = '----freight-import';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return (await t.app.inject({
    method: 'POST', url: `/api/system/user/importData?updateSupport=${updateSupport}`, payload,
    headers: { ...bearer(as), 'content-type': `multipart/form-data; boundary=${boundary}` },
  })).json();
}

describe('user import', () => {
  it('offers a template with the import columns', async () => {
    const before = await lastOperationId(t);
    const reply = await t.app.inject({ method: 'POST', url: '/api/system/user/importTemplate', headers: bearer(token) });
    expect((await readWorkbook(reply))[0]).toEqual(['部门编号', '用户名称', '用户昵称', '邮箱', '手机号码', '用户性别', '状态']);
    expect(await lastOperation(t, '用户管理', before, 'POST /api/system/user/importTemplate')).toMatchObject({ businessType: 0, operUrl: '/api/system/user/importTemplate' });
  });

  it('imports valid rows, reports each bad row, and updates existing accounts only when asked', async () => {
    const file = await workbook([
      [deptId, 'import1', '导入一', 'i1@example.com', '13700000001', '男', '正常'],
      [deptId, 'import2', '导入二', '', '', '1', '0'],
      [deptId, 'bad', '坏', 'nope', '', '', ''],
      [deptId, 'ry', '重复', '', '', '', ''],
    ]);
    const first = await upload(file);
    expect(first).toMatchObject({ code: 200, msg: '导入完成：新增 2 行，更新 0 行，无变化 0 行，拒绝 2 行', data: { added: 2, refused: 2 } });
    expect(first.errors).toEqual([
      { row: 4, column: '邮箱', reason: '请输入正确的邮箱地址' },
      { row: 5, column: '用户名称', reason: '数据已存在（用户名称 ry），未勾选“是否更新已经存在的数据”，未导入' },
    ]);
    const admin = await staffClient(t);
    expect((await admin.get('/system/user/list?userName=import2')).rows[0]).toMatchObject({ nickName: '导入二', sex: '1', deptName: '市场部门' });
    expect((await signIn(t, 'import1', 'Freight#2026')).token).toBeTruthy();

    const update = await upload(await workbook([[deptId, 'import2', '导入二改', '', '', '1', '0'], [deptId, 'import1', '导入一', 'i1@example.com', '13700000001', '男', '正常']]), true);
    expect(update).toEqual({ code: 200, msg: '导入完成：新增 0 行，更新 1 行，无变化 1 行，拒绝 0 行', data: { imported: 1, added: 0, updated: 1, unchanged: 1, refused: 0 } });
    expect((await admin.get('/system/user/list?userName=import2')).rows[0].nickName).toBe('导入二改');
    expect(await upload(await workbook([]))).toMatchObject({ code: 500, msg: '导入用户数据不能为空！' });
    expect(await upload(Buffer.from('not a workbook'))).toMatchObject({ code: 500, msg: '导入文件不是有效的 Excel 文件' });
  });

  it('reads sex and status as every import reads codes: a typed digit, or a label in any language and case', async () => {
    const reply = await upload(await workbook([
      [deptId, 'codes1', '代码一', '', '', 'FEMALE', 'DISABLED'],
      [deptId, 'codes2', '代码二', '', '', 1, 1],
      [deptId, 'codes3', '代码三', '', '', 'мужской', 'отключён'],
    ]));
    expect(reply).toMatchObject({ code: 200, data: { added: 3, refused: 0 } });
    const admin = await staffClient(t);
    for (const [userName, sex] of [['codes1', '1'], ['codes2', '1'], ['codes3', '0']]) {
      expect((await admin.get(`/system/user/list?userName=${userName}`)).rows[0]).toMatchObject({ sex, status: '1' });
    }
  });

  it('meets the dialog’s rules row by row: a name that looks like another account’s is refused', async () => {
    expect(await upload(await workbook([[deptId, 'adrnin', '冒充', '', '', '男', '正常']])))
      .toMatchObject({ code: 200, data: { added: 0, refused: 1 }, errors: [{ row: 2, column: '用户名称', reason: expect.stringContaining("'admin'") }] });
  });

  it('is refused without the import permission', async () => {
    const ry = await staffClient(t, 'ry');
    expect((await t.app.inject({ method: 'POST', url: '/api/system/user/importTemplate', headers: bearer(ry.token) })).json()).toMatchObject({ code: 403 });
  });

  it('adds and updates accounts only with the dialog’s permissions to add and to edit users', async () => {
    const importer = await staffWith(t, 'userimporter', ['system:user:list', 'system:user:import']);
    expect(await upload(await workbook([[deptId, 'imp_new1', '新人', '', '', '男', '正常']]), false, importer.token))
      .toMatchObject({ code: 200, data: { added: 0, refused: 1 }, errors: [{ row: 2, reason: '没有新增权限，不能新增数据' }] });
    expect(await upload(await workbook([[deptId, 'ry', '改名', '', '', '男', '正常']]), true, importer.token))
      .toMatchObject({ code: 200, data: { updated: 0, refused: 1 }, errors: [{ row: 2, reason: '没有修改权限，不能更新已有数据' }] });
    const users = await t.ctx.db.select().from(sysUser).where(inArray(sysUser.userName, ['imp_new1', 'ry']));
    expect(users.map((u) => [u.userName, u.nickName])).toEqual([['ry', '运价专员']]);
  });
});

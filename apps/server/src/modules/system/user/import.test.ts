import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDept } from '../../../db/schema/index';
import { bearer, createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { lastOperation, lastOperationId, readWorkbook, staffClient } from '../../../../test/api';

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

async function upload(file: Buffer, updateSupport = false) {
  const boundary = '----freight-import';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return (await t.app.inject({
    method: 'POST', url: `/api/system/user/importData?updateSupport=${updateSupport}`, payload,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  })).json();
}

describe('user import', () => {
  it('offers a template with the import columns', async () => {
    const before = await lastOperationId(t);
    const reply = await t.app.inject({ method: 'POST', url: '/api/system/user/importTemplate', headers: bearer(token) });
    expect((await readWorkbook(reply))[0]).toEqual(['部门编号', '用户名称', '用户昵称', '邮箱', '手机号码', '用户性别', '状态']);
    expect(await lastOperation(t, '用户管理', before)).toMatchObject({ businessType: 0, operUrl: '/api/system/user/importTemplate' });
  });

  it('imports valid rows, reports each bad row, and updates existing accounts only when asked', async () => {
    const file = await workbook([
      [deptId, 'import1', '导入一', 'i1@example.com', '13700000001', '男', '正常'],
      [deptId, 'import2', '导入二', '', '', '1', '0'],
      [deptId, 'bad', '坏', 'nope', '', '', ''],
      [deptId, 'ry', '重复', '', '', '', ''],
    ]);
    const first = await upload(file);
    expect(first.code).toBe(500);
    expect(first.msg).toContain('共 2 条数据不正确（2 条已导入）');
    expect(first.msg).toContain('第 4 行，账号 bad 导入失败：请输入正确的邮箱地址');
    expect(first.msg).toContain('第 5 行，账号 ry 导入失败：账号已存在');
    const admin = await staffClient(t);
    expect((await admin.get('/system/user/list?userName=import2')).rows[0]).toMatchObject({ nickName: '导入二', sex: '1', deptName: '市场部门' });
    expect((await signIn(t, 'import1', 'Freight#2026')).token).toBeTruthy();

    const update = await upload(await workbook([[deptId, 'import2', '导入二改', '', '', '', '']]), true);
    expect(update).toEqual({ code: 200, msg: '恭喜您，数据已全部导入成功！共 1 条' });
    expect((await admin.get('/system/user/list?userName=import2')).rows[0].nickName).toBe('导入二改');
    expect(await upload(await workbook([]))).toMatchObject({ code: 500, msg: '导入用户数据不能为空！' });
    expect(await upload(Buffer.from('not a workbook'))).toMatchObject({ code: 500, msg: '导入文件不是有效的 Excel 文件' });
  });

  it('is refused without the import permission', async () => {
    const ry = await staffClient(t, 'ry');
    expect((await t.app.inject({ method: 'POST', url: '/api/system/user/importTemplate', headers: bearer(ry.token) })).json()).toMatchObject({ code: 403 });
  });
});

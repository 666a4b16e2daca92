import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { readWorkbook, staffClient } from '../../../../test/api';
import { sysUser } from '../../../db/schema/index';
import type { Actor } from '../../../platform/commands/actor';
import { uploadImport, workbookOf } from '../../../platform/excel/importTesting';
import { customerUserCommands } from './userCommands';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const headers = ['客户代码', '客户名称', '英文代码', '英文名称', '语言', '联系电话', '联系邮箱', '客户分组', '状态'];

describe('customers and their portal users', () => {
  it('adds, edits and deletes a customer company; codes are unique and the language is 2052, 1033 or 1049', async () => {
    const body = { customerLocalName: '测试物流', customerLocalCode: 'tst01', customerEnglishName: 'Test Logistics', languageId: 1033, contactEmail: 'ops@test.example' };
    expect(await admin.post('/freight/customer', body)).toMatchObject({ code: 200 });
    const [added] = (await admin.get('/freight/customer/list?customerLocalCode=TST01')).rows;
    expect(added).toMatchObject({ customerLocalCode: 'TST01', languageId: 1033, status: '0' });
    expect((await admin.post('/freight/customer', body)).code).toBe(500);
    expect(await admin.put('/freight/customer', { ...added, languageId: 1031 })).toEqual({ code: 400, msg: '参数错误：languageId 语言只能是 2052、1033 或 1049' });
    expect(await admin.put('/freight/customer', { ...added, contactEmail: 'nope' })).toEqual({ code: 400, msg: '请输入正确的邮箱地址' });
    // Addresses no mailer sends to are refused when saved, not when the quote mail fails.
    for (const unsendable of ['"ops"@test.example', 'ops@[10.0.0.1]', 'ops team@test.example']) {
      expect(await admin.put('/freight/customer', { ...added, contactEmail: unsendable })).toEqual({ code: 400, msg: '请输入正确的邮箱地址' });
    }
    expect((await admin.get('/freight/customer/list?customerName=Logistics')).rows.map((r: { customerLocalCode: string }) => r.customerLocalCode)).toContain('TST01');
    expect(await admin.del(`/freight/customer/${added.customerId}`)).toMatchObject({ code: 200 });
  });

  it('manages a customer’s portal users: add, edit, disable, reset the password; a company with users stays', async () => {
    const [demo] = (await admin.get('/freight/customer/list?customerLocalCode=DEMO01')).rows;
    const users = await admin.get(`/freight/customer/${demo.customerId}/users`);
    expect(users.data.map((u: { userName: string }) => u.userName)).toEqual(['demo']);
    expect(await admin.del(`/freight/customer/${demo.customerId}`)).toEqual({ code: 500, msg: "客户'演示贸易有限公司'还有门户用户，不能删除" });

    const body = { customerId: demo.customerId, userName: 'demo-buyer', nickName: '采购员', password: 'Buyer#123', email: 'buyer@demo.example' };
    expect(await admin.post('/freight/customer/user', body)).toMatchObject({ code: 200 });
    expect(await admin.post('/freight/customer/user', body)).toEqual({ code: 500, msg: "新增用户'demo-buyer'失败，登录账号已存在" });
    expect(await admin.post('/freight/customer/user', { ...body, userName: 'admin' })).toMatchObject({ code: 500 });
    expect(await admin.post('/freight/customer/user', { ...body, userName: 'demo-buyer2', email: 'buyer@192.0.2.1' })).toEqual({ code: 400, msg: '请输入正确的邮箱地址' });
    const buyer = (await admin.get(`/freight/customer/${demo.customerId}/users`)).data.find((u: { userName: string }) => u.userName === 'demo-buyer');
    expect(buyer).toMatchObject({ nickName: '采购员', status: '0', customerId: demo.customerId });
    expect(await admin.put('/freight/customer/user', { ...body, userId: buyer.userId, version: buyer.version, nickName: '采购主管', password: undefined })).toMatchObject({ code: 200 });
    expect(await admin.put('/freight/customer/user/changeStatus', { userId: buyer.userId, status: '1' })).toMatchObject({ code: 200 });
    expect(await admin.put('/freight/customer/user/resetPwd', { userId: buyer.userId, password: 'Fresh#456' })).toMatchObject({ code: 200 });
    expect((await admin.get(`/freight/customer/user/${buyer.userId}`)).data).toMatchObject({ nickName: '采购主管', status: '1' });
    // Staff accounts are not customer users: the customer calls do not reach them.
    expect((await admin.put('/freight/customer/user/changeStatus', { userId: 1, status: '1' })).code).toBe(404);
    expect((await signIn(t, 'admin', 'admin123')).token).toBeTruthy();
  });

  it('deletes a portal user after the permission check, drops them from the list and ends their sessions at once', async () => {
    const demo = (await admin.get('/freight/customer/list?customerLocalCode=DEMO01')).rows[0];
    const body = { customerId: demo.customerId, userName: 'demo-leaver', nickName: '离职员工', password: 'Leaver#123' };
    expect(await admin.post('/freight/customer/user', body)).toMatchObject({ code: 200 });
    const leaver = (await admin.get(`/freight/customer/${demo.customerId}/users`)).data.find((u: { userName: string }) => u.userName === 'demo-leaver');
    const session = await t.ctx.sessions.create({
      kind: 'portal', userId: leaver.userId, userName: 'demo-leaver', userType: 'C', deptName: '', roles: [], permissions: [], ipaddr: '127.0.0.1', browser: '', os: '',
    });
    const ry = await staffClient(t, 'ry');
    expect(await ry.del(`/freight/customer/user/${leaver.userId}`)).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect(await admin.del('/freight/customer/user/1')).toMatchObject({ code: 404 });
    expect(await admin.del(`/freight/customer/user/${leaver.userId}`)).toMatchObject({ code: 200 });
    expect((await admin.get(`/freight/customer/${demo.customerId}/users`)).data.map((u: { userName: string }) => u.userName)).not.toContain('demo-leaver');
    expect(await t.ctx.sessions.get(session.sessionId)).toBeNull();
    expect(await admin.del(`/freight/customer/user/${leaver.userId}`)).toMatchObject({ code: 404 });
  });

  it('exports customers and imports them all or nothing', async () => {
    expect((await readWorkbook(await admin.exportFile('/freight/customer/export')))[0]).toEqual(['编号', ...headers, '版本']);
    const total = (await admin.get('/freight/customer/list')).total;
    const bad = await uploadImport(t, admin.token, '/freight/customer', await workbookOf(headers, [
      ['IMP01', '导入一', 'IMPONE', 'Import One', 2052, '', '', '', '0'], ['IMP02', '导入二', '', '', 1000, '', '', '', '0'], ['IMP03', '', '', '', 2052, '', '', '', '0'],
      ['IMP04', '导入四', '', '', 2052, '', '', 'key accounts', '0'],
    ]));
    expect(bad.errors).toEqual([
      { row: 3, column: '语言', reason: '语言只能是 2052、1033 或 1049' },
      { row: 4, column: '客户名称', reason: '不能为空' },
      { row: 5, column: '客户分组', reason: '客户分组只能包含字母、数字、- 和 _' },
    ]);
    expect((await admin.get('/freight/customer/list')).total).toBe(total);
    expect(await uploadImport(t, admin.token, '/freight/customer', await workbookOf(headers, [['IMP01', '导入一', 'impone', 'Import One', 1049, '', '', 'key', '0']])))
      .toMatchObject({ code: 200, data: { imported: 1 } });
    expect((await admin.get('/freight/customer/list?customerLocalCode=IMP01')).rows[0]).toMatchObject({ customerEnglishCode: 'IMPONE', languageId: 1049, customergroup: 'KEY' });
  });

  it('signs a company’s portal users out when an import disables it, as the dialog does', async () => {
    expect(await admin.post('/freight/customer', { customerLocalName: '停用测试', customerLocalCode: 'OFF01', customerEnglishName: 'Off One', languageId: 2052 })).toMatchObject({ code: 200 });
    const [company] = (await admin.get('/freight/customer/list?customerLocalCode=OFF01')).rows;
    expect(await admin.post('/freight/customer/user', { customerId: company.customerId, userName: 'off-user', nickName: '停用用户', password: 'OffUser#123' })).toMatchObject({ code: 200 });
    const [user] = (await admin.get(`/freight/customer/${company.customerId}/users`)).data;
    const session = await t.ctx.sessions.create({
      kind: 'portal', userId: user.userId, userName: 'off-user', userType: 'C', deptName: '', roles: [], permissions: [], ipaddr: '127.0.0.1', browser: '', os: '',
    });
    const disabled = [company.customerId, 'OFF01', '停用测试', '', 'Off One', 2052, '', '', '', '1', company.version];
    expect(await uploadImport(t, admin.token, '/freight/customer', await workbookOf(['编号', ...headers, '版本'], [disabled]), { updateSupport: true }))
      .toMatchObject({ code: 200, data: { updated: 1 } });
    expect((await admin.get(`/freight/customer/${company.customerId}`)).data).toMatchObject({ status: '1' });
    expect(await t.ctx.sessions.get(session.sessionId)).toBeNull();
  });
});

describe('the portal user commands', () => {
  it('check the permission themselves, whatever door calls them, and change nothing when it is missing', async () => {
    const [user] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'demo'));
    const reader: Actor = { userId: 2, userName: 'reader', deptName: '', roles: ['reader'], permissions: ['freight:customerUser:list'], request: { method: 'PUT', route: '', url: '', ip: '' } };
    await expect(customerUserCommands.changeStatus(t.ctx, reader, user!.userId, '1')).rejects.toMatchObject({ replyCode: 403 });
    await expect(customerUserCommands.resetPwd(t.ctx, reader, user!.userId, 'Taken#123')).rejects.toMatchObject({ replyCode: 403 });
    await expect(customerUserCommands.remove(t.ctx, reader, user!.userId)).rejects.toMatchObject({ replyCode: 403 });
    expect((await t.ctx.db.select().from(sysUser).where(eq(sysUser.userId, user!.userId)))[0]).toEqual(user);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { lastOperation, lastOperationId, readWorkbook, staffClient, staffWith } from '../../../../test/api';
import type { Actor } from '../../../platform/commands/actor';
import { loginLogCommands, operLogCommands } from './commands';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let reader: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
  reader = await staffWith(t, 'reader', ['monitor:operlog:list', 'monitor:logininfor:list']);
});
afterAll(async () => { await t.close(); });

describe('operation log', () => {
  it('lists newest first with filters, exports, deletes and cleans', async () => {
    const before = await lastOperationId(t);
    await admin.post('/system/post', { postCode: 'log1', postName: '日志测试', postSort: 9 });
    const added = await lastOperation(t, '岗位管理', before, 'POST /api/system/post');
    await admin.post('/system/post', { postName: '无编码', postSort: 1 });
    await lastOperation(t, '岗位管理', added.operId, 'POST /api/system/post');

    const list = await admin.get('/monitor/operlog/list?title=岗位');
    expect(list.code).toBe(200);
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.rows[0].operId).toBeGreaterThan(list.rows[1].operId);
    expect((await admin.get('/monitor/operlog/list?title=岗位&status=1')).rows.every((r: { status: number }) => r.status === 1)).toBe(true);
    expect((await admin.get('/monitor/operlog/list?title=岗位&status=1')).total).toBeGreaterThanOrEqual(1);
    expect((await admin.get('/monitor/operlog/list?businessType=1&operName=admin')).rows.every((r: { businessType: number }) => r.businessType === 1)).toBe(true);
    expect((await admin.get('/monitor/operlog/list?businessType=&status=')).code).toBe(200);
    expect((await admin.get('/monitor/operlog/list?beginTime=2000-01-01&endTime=2000-01-02')).total).toBe(0);
    expect((await admin.get('/monitor/operlog/list?businessType=x')).code).toBe(400);

    const rows = await readWorkbook(await admin.exportFile('/monitor/operlog/export', { title: '岗位' }));
    expect(rows[0]).toContain('系统模块');
    expect(rows.slice(1).every((r) => r[1] === '岗位管理')).toBe(true);
    expect(rows.slice(1).some((r) => r[2] === '新增')).toBe(true);

    const [first] = list.rows;
    expect(await admin.del(`/monitor/operlog/${first.operId}`)).toMatchObject({ code: 200 });
    expect((await admin.get('/monitor/operlog/list?title=岗位')).rows.some((r: { operId: number }) => r.operId === first.operId)).toBe(false);
    // The log of that delete is written after its reply: let it land before cleaning.
    const deleted = await lastOperation(t, '操作日志', first.operId, `DELETE /api/monitor/operlog/${first.operId}`);
    expect(await admin.del('/monitor/operlog/clean')).toMatchObject({ code: 200 });
    const cleaned = await lastOperation(t, '操作日志', deleted.operId, 'DELETE /api/monitor/operlog/clean');
    expect((await admin.get('/monitor/operlog/list')).rows).toEqual([expect.objectContaining({ operId: cleaned.operId, businessType: 9 })]);
  });

  it('refuses changes without the permission (the reader may only read)', async () => {
    expect((await reader.get('/monitor/operlog/list')).code).toBe(200);
    expect(await reader.del('/monitor/operlog/1')).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await reader.del('/monitor/operlog/clean')).code).toBe(403);
    expect((await reader.exportFile('/monitor/operlog/export')).json().code).toBe(403);
  });
});

describe('login log', () => {
  it('lists sign-ins with filters, exports, deletes, cleans', async () => {
    await signIn(t, 'ry', 'wrong-password');
    const failed = await admin.get('/monitor/logininfor/list?userName=ry&status=1');
    expect(failed.total).toBeGreaterThanOrEqual(1);
    expect(failed.rows[0]).toMatchObject({ userName: 'ry', status: '1' });
    expect((await admin.get('/monitor/logininfor/list?ipaddr=no-such-address')).total).toBe(0);

    const rows = await readWorkbook(await admin.exportFile('/monitor/logininfor/export', { userName: 'ry', status: '1' }));
    expect(rows[0]).toEqual(['访问编号', '用户名称', '登录地址', '登录地点', '浏览器', '操作系统', '登录状态', '操作信息', '访问时间']);
    expect(rows[1]![6]).toBe('失败');

    expect(await admin.del(`/monitor/logininfor/${failed.rows[0].infoId}`)).toMatchObject({ code: 200 });
    expect(await admin.del('/monitor/logininfor/clean')).toMatchObject({ code: 200 });
    expect((await admin.get('/monitor/logininfor/list')).total).toBe(0);
  });

  it('unlocks a locked account name by clearing its wrong-password counter', async () => {
    for (let i = 0; i < 5; i += 1) await signIn(t, 'ry', 'wrong-password');
    expect((await signIn(t, 'ry', 'admin123')).msg).toBe('密码输入错误5次，帐户锁定，请10分钟后再试');
    expect(await t.kv.get('pwd_err_cnt:ry:127.0.0.1')).toBe('5');
    expect((await reader.get('/monitor/logininfor/unlock/ry')).code).toBe(403);
    expect(await admin.get('/monitor/logininfor/unlock/ry')).toMatchObject({ code: 200 });
    expect(await t.kv.keys('pwd_err_cnt:ry:')).toEqual([]);
    expect(await t.kv.get('pwd_err_all:ry')).toBeNull();
    expect((await signIn(t, 'ry', 'admin123')).code).toBe(200);
  });

  it('refuses deleting and exporting without the permission', async () => {
    expect((await reader.del('/monitor/logininfor/1')).code).toBe(403);
    expect((await reader.del('/monitor/logininfor/clean')).code).toBe(403);
    expect((await reader.exportFile('/monitor/logininfor/export')).json().code).toBe(403);
  });
});

describe('the log commands', () => {
  it('check the permission themselves, whatever door calls them, and change nothing when it is missing', async () => {
    const clerk: Actor = { userId: 2, userName: 'ry', deptName: '', roles: ['common'], permissions: ['monitor:operlog:list', 'monitor:logininfor:list'], request: { method: 'PUT', route: '', url: '', ip: '' } };
    await signIn(t, 'ry', 'wrong-password');
    const operations = await admin.get('/monitor/operlog/list?pageSize=100');
    const signIns = await admin.get('/monitor/logininfor/list?pageSize=100');
    await expect(operLogCommands.remove(t.ctx, clerk, [operations.rows[0].operId])).rejects.toMatchObject({ replyCode: 403 });
    await expect(operLogCommands.clean(t.ctx, clerk)).rejects.toMatchObject({ replyCode: 403 });
    await expect(loginLogCommands.remove(t.ctx, clerk, [signIns.rows[0].infoId])).rejects.toMatchObject({ replyCode: 403 });
    await expect(loginLogCommands.clean(t.ctx, clerk)).rejects.toMatchObject({ replyCode: 403 });
    await expect(loginLogCommands.unlock(t.ctx, clerk, 'ry')).rejects.toMatchObject({ replyCode: 403 });
    expect((await admin.get('/monitor/operlog/list?pageSize=100')).rows).toEqual(operations.rows);
    expect((await admin.get('/monitor/logininfor/list?pageSize=100')).rows).toEqual(signIns.rows);
    expect(await t.kv.get('pwd_err_cnt:ry:127.0.0.1')).toBe('1');
  });
});

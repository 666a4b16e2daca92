import { eq, inArray } from 'drizzle-orm';
import { DeptBody, edited } from '@freight/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDept, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../../db/schema/index';
import type { Actor } from '../../../platform/commands/actor';
import { hashPassword } from '../../../platform/password';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { lastOperation, lastOperationId, staffClient } from '../../../../test/api';
import { deptCommands } from './commands';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

interface Dept { deptId: number; parentId: number; ancestors: string; deptName: string; status: string; orderNum: number }
const depts = async (query = ''): Promise<Dept[]> => (await admin.get(`/system/dept/list${query}`)).data;
const byName = async (name: string) => (await depts()).find((d) => d.deptName === name)!;
const newDept = (parentId: number, deptName: string, extra: object = {}) => ({ parentId, deptName, orderNum: 1, ...extra });

describe('departments', () => {
  it('lists the tree flat, parents first, filtered by name and status', async () => {
    const all = await depts();
    expect(all[0]).toMatchObject({ deptName: '寰宇运价', parentId: 0, ancestors: '0' });
    expect(all).toHaveLength(10);
    expect((await depts('?deptName=部门')).map((d) => d.deptName)).toEqual(['研发部门', '市场部门', '运价部门', '财务部门', '运维部门']);
    expect(await depts('?status=1')).toEqual([]);
  });

  it('adds under a parent with its path, edits, and deletes', async () => {
    const hq = await byName('上海总部');
    const before = await lastOperationId(t);
    expect(await admin.post('/system/dept', newDept(hq.deptId, '海运部门', { leader: '李娜', phone: '13912345678', email: 'sea@globalfreight.example' }))).toMatchObject({ code: 200 });
    expect(await lastOperation(t, '部门管理', before, 'POST /api/system/dept')).toMatchObject({ businessType: 1, status: '0' });
    const sea = await byName('海运部门');
    expect(sea).toMatchObject({ parentId: hq.deptId, ancestors: `${hq.ancestors},${hq.deptId}`, leader: '李娜' });
    expect((await admin.get(`/system/dept/${sea.deptId}`)).data).toMatchObject({ deptName: '海运部门', phone: '13912345678' });
    expect(await admin.put('/system/dept', { ...sea, deptName: '海运事业部', orderNum: 9 })).toMatchObject({ code: 200 });
    expect((await byName('海运事业部')).orderNum).toBe(9);
    expect(await admin.del(`/system/dept/${sea.deptId}`)).toMatchObject({ code: 200 });
    expect(await byName('海运事业部')).toBeUndefined();
    const [kept] = await t.ctx.db.select().from(sysDept).where(eq(sysDept.deptId, sea.deptId));
    expect(kept!.delFlag).toBe('2');
  });

  it('checks phone, e-mail and required fields in the caller language', async () => {
    const hq = await byName('上海总部');
    expect(await admin.post('/system/dept', newDept(hq.deptId, '空运部门', { phone: '12345678901' }))).toEqual({ code: 400, msg: '请输入正确的手机号码' });
    expect((await admin.post('/system/dept', newDept(hq.deptId, '空运部门', { email: 'not-an-address' }))).msg).toBe('请输入正确的邮箱地址');
    expect((await admin.post('/system/dept', { parentId: hq.deptId, orderNum: 1 })).msg).toBe('部门名称不能为空');
    const english = await staffClient(t, 'admin', 'en');
    expect((await english.post('/system/dept', { deptName: '空运部门', orderNum: 1 })).msg).toBe('The parent department cannot be empty');
    expect((await english.post('/system/dept', newDept(hq.deptId, '空运部门', { phone: '2345' }))).msg).toBe('Please enter a valid mobile number');
  });

  it('requires a parent and a display order, as RuoYi does, in the caller language', async () => {
    const hq = await byName('上海总部');
    const messages = {
      zh: ['上级部门不能为空', '显示排序不能为空'],
      en: ['The parent department cannot be empty', 'The display order cannot be empty'],
      ru: ['Вышестоящий отдел не может быть пустым', 'Порядок отображения не может быть пустым'],
    } as const;
    for (const language of ['zh', 'en', 'ru'] as const) {
      const client = await staffClient(t, 'admin', language);
      const [parentRequired, orderRequired] = messages[language];
      expect(await client.post('/system/dept', newDept(0, '无上级部门'))).toEqual({ code: 400, msg: parentRequired });
      expect((await client.post('/system/dept', { deptName: '无上级部门', orderNum: 1 })).msg).toBe(parentRequired);
      expect(await client.post('/system/dept', { parentId: hq.deptId, deptName: '无排序部门' })).toEqual({ code: 400, msg: orderRequired });
      expect((await client.post('/system/dept', { parentId: hq.deptId, deptName: '无排序部门', orderNum: null })).msg).toBe(orderRequired);
    }
    expect((await depts()).filter((d) => ['无上级部门', '无排序部门'].includes(d.deptName))).toEqual([]);
    // Only the top department is without a parent: it keeps none, and no other department can lose its own.
    const root = (await depts()).find((d) => d.parentId === 0)!;
    expect(await admin.put('/system/dept', { ...(await admin.get(`/system/dept/${root.deptId}`)).data, orderNum: 0 })).toMatchObject({ code: 200 });
    expect(await admin.put('/system/dept', { ...(await admin.get(`/system/dept/${hq.deptId}`)).data, parentId: 0 })).toEqual({ code: 500, msg: '上级部门不能为空' });
    expect((await byName('上海总部')).parentId).toBe(root.deptId);
  });

  it('keeps names unique under one parent and refuses a disabled parent', async () => {
    const hq = await byName('上海总部');
    const branch = await byName('西安分公司');
    expect(await admin.post('/system/dept', newDept(hq.deptId, '研发部门'))).toEqual({ code: 500, msg: "新增部门'研发部门'失败，部门名称已存在" });
    expect((await admin.post('/system/dept', newDept(branch.deptId, '研发部门'))).code).toBe(200);
    const xianDev = (await depts()).find((d) => d.deptName === '研发部门' && d.parentId === branch.deptId)!;
    expect((await admin.put('/system/dept', { ...xianDev, deptName: '铁路运营部' })).msg).toBe("修改部门'铁路运营部'失败，部门名称已存在");
    expect((await admin.put('/system/dept', { ...xianDev, status: '1' })).code).toBe(200);
    expect(await admin.post('/system/dept', newDept(xianDev.deptId, '研发一组'))).toEqual({ code: 500, msg: '部门停用，不允许新增' });
  });

  it('moves a department with its subtree and never under itself or below itself', async () => {
    const root = await byName('寰宇运价');
    const branch = await byName('西安分公司');
    const rail = await byName('铁路运营部');
    await admin.post('/system/dept', newDept(rail.deptId, '班列调度组'));
    const dispatch = await byName('班列调度组');
    expect(dispatch.ancestors).toBe(`0,${root.deptId},${branch.deptId},${rail.deptId}`);

    expect((await admin.put('/system/dept', { ...rail, parentId: rail.deptId })).msg).toBe("修改部门'铁路运营部'失败，上级部门不能是自己");
    expect((await admin.put('/system/dept', { ...rail, parentId: dispatch.deptId })).msg).toBe("修改部门'铁路运营部'失败，上级部门不能是自己的下级部门");
    const candidates = (await admin.get(`/system/dept/list/exclude/${rail.deptId}`)).data as Dept[];
    expect(candidates.map((d) => d.deptId)).not.toContain(rail.deptId);
    expect(candidates.map((d) => d.deptId)).not.toContain(dispatch.deptId);
    expect(candidates.map((d) => d.deptId)).toContain(branch.deptId);

    expect((await admin.put('/system/dept', { ...rail, parentId: root.deptId })).code).toBe(200);
    expect((await byName('铁路运营部')).ancestors).toBe(`0,${root.deptId}`);
    expect((await byName('班列调度组')).ancestors).toBe(`0,${root.deptId},${rail.deptId}`);
  });

  it('refuses to disable a department with enabled sub-departments, and enables its parents when enabled', async () => {
    const rail = await byName('铁路运营部');
    expect(await admin.put('/system/dept', { ...rail, status: '1' })).toEqual({ code: 500, msg: '该部门包含未停用的子部门！' });
    const dispatch = await byName('班列调度组');
    await admin.put('/system/dept', { ...dispatch, status: '1' });
    expect((await admin.put('/system/dept', { ...rail, status: '1' })).code).toBe(200);
    expect((await admin.put('/system/dept', { ...(await byName('班列调度组')), status: '0' })).code).toBe(200);
    expect((await byName('铁路运营部')).status).toBe('0');
  });

  it('refuses to delete a department with sub-departments or users', async () => {
    const hq = await byName('上海总部');
    const dev = await byName('研发部门');
    expect(await admin.del(`/system/dept/${hq.deptId}`)).toEqual({ code: 601, msg: '存在下级部门,不允许删除' });
    expect(await admin.del(`/system/dept/${dev.deptId}`)).toEqual({ code: 601, msg: '部门存在用户,不允许删除' });
    const russian = await staffClient(t, 'admin', 'ru');
    expect((await russian.del(`/system/dept/${dev.deptId}`)).msg).toBe('В отделе есть пользователи, удалить нельзя');
  });

  it('refuses every call to a person without the department permissions', async () => {
    const ry = await staffClient(t, 'ry');
    const hq = await byName('上海总部');
    expect(await ry.get('/system/dept/list')).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await ry.get(`/system/dept/list/exclude/${hq.deptId}`)).code).toBe(403);
    expect((await ry.get(`/system/dept/${hq.deptId}`)).code).toBe(403);
    expect((await ry.post('/system/dept', newDept(hq.deptId, '越权部门'))).code).toBe(403);
    expect((await ry.put('/system/dept', hq)).code).toBe(403);
    expect((await ry.del(`/system/dept/${hq.deptId}`)).code).toBe(403);
    expect(await byName('越权部门')).toBeUndefined();
  });

  it('limits the department screen to the data scope of the caller\'s roles', async () => {
    const branch = await byName('西安分公司');
    const [role] = await t.ctx.db.insert(sysRole).values({ roleName: 'branch_lead', roleKey: 'branch_lead', dataScope: '4' }).returning();
    const menus = await t.ctx.db.select({ menuId: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.perms, ['system:dept:list', 'system:dept:query', 'system:dept:add', 'system:dept:edit', 'system:dept:remove']));
    await t.ctx.db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role!.roleId, menuId: m.menuId })));
    const [lead] = await t.ctx.db.insert(sysUser).values({ userName: 'branchlead', nickName: '分公司经理', deptId: branch.deptId, password: await hashPassword('admin123') }).returning();
    await t.ctx.db.insert(sysUserRole).values({ userId: lead!.userId, roleId: role!.roleId });
    const client = await staffClient(t, 'branchlead');
    const underBranch = (await depts()).filter((d) => d.deptId === branch.deptId || d.ancestors.split(',').includes(String(branch.deptId)));
    expect(underBranch.length).toBeGreaterThan(2);
    expect((await client.get('/system/dept/list')).data).toEqual(underBranch);
    expect((await client.get(`/system/dept/list/exclude/${branch.deptId}`)).data).toEqual([]);
    const hq = await byName('上海总部');
    const denied = { code: 500, msg: '没有权限访问部门数据！' };
    expect(await client.get(`/system/dept/${hq.deptId}`)).toEqual(denied);
    expect(await client.put('/system/dept', { ...hq, deptName: '越权修改' })).toEqual(denied);
    expect(await client.del(`/system/dept/${hq.deptId}`)).toEqual(denied);
    expect(await client.post('/system/dept', newDept(hq.deptId, '越权部门'))).toEqual(denied);
    const service = await byName('客户服务部');
    expect(await client.put('/system/dept', { ...service, parentId: hq.deptId })).toEqual(denied);
    expect(await client.post('/system/dept', newDept(branch.deptId, '西安海运部'))).toMatchObject({ code: 200 });
    expect((await byName('西安海运部')).parentId).toBe(branch.deptId);
    expect((await byName('上海总部')).deptName).toBe('上海总部');
  });
});

describe('the department commands', () => {
  it('check the permission and the data scope themselves, whatever door calls them, and change nothing when refused', async () => {
    const hq = await byName('上海总部');
    const branch = await byName('西安分公司');
    const [role] = await t.ctx.db.insert(sysRole).values({ roleName: 'branch_clerk', roleKey: 'branch_clerk', dataScope: '3' }).returning();
    const [clerk] = await t.ctx.db.insert(sysUser).values({ userName: 'branchclerk', nickName: '分公司文员', deptId: branch.deptId, password: await hashPassword('admin123') }).returning();
    await t.ctx.db.insert(sysUserRole).values({ userId: clerk!.userId, roleId: role!.roleId });
    const actor = (permissions: string[]): Actor => ({
      userId: clerk!.userId, userName: 'branchclerk', deptName: '', roles: ['branch_clerk'], permissions, request: { method: 'PUT', route: '', url: '', ip: '' },
    });
    const reader = actor(['system:dept:list']);
    await expect(deptCommands.add(t.ctx, reader, DeptBody.parse(newDept(branch.deptId, '越权部门')))).rejects.toMatchObject({ replyCode: 403 });
    await expect(deptCommands.edit(t.ctx, reader, edited(DeptBody).parse({ ...branch, deptName: '越权修改' }))).rejects.toMatchObject({ replyCode: 403 });
    await expect(deptCommands.remove(t.ctx, reader, branch.deptId)).rejects.toMatchObject({ replyCode: 403 });
    const editor = actor(['system:dept:add', 'system:dept:edit', 'system:dept:remove']);
    await expect(deptCommands.edit(t.ctx, editor, edited(DeptBody).parse({ ...hq, deptName: '越权修改' }))).rejects.toMatchObject({ key: 'dept.dataScope' });
    await expect(deptCommands.remove(t.ctx, editor, hq.deptId)).rejects.toMatchObject({ key: 'dept.dataScope' });
    await expect(deptCommands.add(t.ctx, editor, DeptBody.parse(newDept(hq.deptId, '越权部门')))).rejects.toMatchObject({ key: 'dept.dataScope' });
    expect(await byName('上海总部')).toEqual(hq);
    expect(await byName('西安分公司')).toEqual(branch);
    expect(await byName('越权部门')).toBeUndefined();
  });
});

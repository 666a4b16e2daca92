import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDept, sysMenu, sysRole, sysRoleMenu } from '../../../db/schema/index';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { readWorkbook, staffClient } from '../../../../test/api';
import type { Actor } from '../../../platform/commands/actor';
import { roleCommands } from './commands';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
const roleBody = (roleName: string, roleKey: string, extra: object = {}) => ({ roleName, roleKey, roleSort: 3, status: '0', menuIds: [], ...extra });
const findRole = async (roleKey: string) => (await admin.get(`/system/role/list?roleKey=${roleKey}`)).rows.find((r: { roleKey: string }) => r.roleKey === roleKey);
const menuIds = async (perms: string[]) => (await t.ctx.db.select({ id: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.perms, perms))).map((m) => m.id);

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

describe('roles', () => {
  it('lists, adds with menus, reads, edits and deletes a role', async () => {
    const all = await admin.get('/system/role/list');
    expect(all.rows.map((r: { roleKey: string }) => r.roleKey)).toEqual(['admin', 'common']);
    expect((await admin.get('/system/role/list?roleName=普通')).total).toBe(1);
    const dict = await menuIds(['system:dict:list', 'system:dict:query']);
    expect(await admin.post('/system/role', roleBody('字典维护', 'dict_keeper', { menuIds: dict }))).toMatchObject({ code: 200 });
    const role = await findRole('dict_keeper');
    expect((await admin.get(`/system/role/${role.roleId}`)).data).toMatchObject({ roleName: '字典维护', createBy: 'admin' });
    // The menus are linked: the dictionary screen is left out, as the tree derives it from its query button.
    const [dictQuery] = await t.ctx.db.select().from(sysMenu).where(inArray(sysMenu.perms, ['system:dict:query']));
    const tree = await admin.get(`/system/menu/roleMenuTreeselect/${role.roleId}`);
    expect(tree.checkedKeys).toContain(dictQuery!.menuId);
    expect(tree.checkedKeys).not.toContain(dictQuery!.parentId);
    expect(dict).toContain(dictQuery!.parentId);
    expect(tree.menus.length).toBeGreaterThan(0);
    expect((await admin.get('/system/menu/treeselect')).data[0]).toHaveProperty('label');
    expect(await admin.put('/system/role', { ...roleBody('字典管理员', 'dict_keeper'), roleId: role.roleId, version: role.version })).toMatchObject({ code: 200 });
    expect((await admin.get(`/system/menu/roleMenuTreeselect/${role.roleId}`)).checkedKeys).toEqual([]);
    expect(await admin.del(`/system/role/${role.roleId}`)).toMatchObject({ code: 200 });
    expect(await findRole('dict_keeper')).toBeUndefined();
  });

  it('names invalid fields and keeps names and keys unique', async () => {
    expect(await admin.post('/system/role', roleBody('', 'x'))).toEqual({ code: 400, msg: '角色名称不能为空' });
    expect(await admin.post('/system/role', roleBody('x', ''))).toEqual({ code: 400, msg: '权限字符不能为空' });
    expect(await admin.post('/system/role', roleBody('普通角色', 'other'))).toEqual({ code: 500, msg: "新增角色'普通角色'失败，角色名称已存在" });
    expect(await admin.post('/system/role', roleBody('其他', 'common'))).toEqual({ code: 500, msg: "新增角色'其他'失败，角色权限已存在" });
  });

  it('protects role admin and roles in use', async () => {
    const adminRole = await findRole('admin');
    const common = await findRole('common');
    expect(await admin.put('/system/role', { ...roleBody('超管', 'admin'), roleId: adminRole.roleId, version: adminRole.version })).toEqual({ code: 500, msg: '不允许操作超级管理员角色' });
    expect(await admin.put('/system/role/changeStatus', { roleId: adminRole.roleId, status: '1' })).toEqual({ code: 500, msg: '不允许操作超级管理员角色' });
    expect(await admin.del(`/system/role/${adminRole.roleId}`)).toEqual({ code: 500, msg: '不允许操作超级管理员角色' });
    expect(await admin.del(`/system/role/${common.roleId}`)).toEqual({ code: 500, msg: '普通角色已分配,不能删除' });
    const ry = await staffClient(t, 'ry');
    expect(await ry.post('/system/role', roleBody('x', 'y'))).toMatchObject({ code: 403 });
    expect(await ry.get('/system/role/list')).toMatchObject({ code: 403 });
    const keeperRole = await t.ctx.db.insert(sysRole).values({ roleName: '角色维护', roleKey: 'role_keeper' }).returning();
    await t.ctx.db.insert(sysRoleMenu).values((await menuIds(['system:role:list', 'system:role:add', 'system:role:edit'])).map((menuId) => ({ roleId: keeperRole[0]!.roleId, menuId })));
    await admin.post('/system/user', { userName: 'keeper', nickName: 'keeper', password: 'admin123', roleIds: [keeperRole[0]!.roleId] });
    const keeper = await staffClient(t, 'keeper');
    expect(await keeper.post('/system/role', roleBody('越权', 'escalate', { menuIds: await menuIds(['system:user:remove']) }))).toMatchObject({ code: 403 });
    expect(await keeper.post('/system/role', roleBody('合规', 'compliant', { menuIds: await menuIds(['system:role:list']) }))).toMatchObject({ code: 200 });
    expect(await ry.put('/system/role/authUser/selectAll?roleId=1&userIds=2', {})).toMatchObject({ code: 403 });
  });

  it('saves a custom data scope with its departments and switches status', async () => {
    await admin.post('/system/role', roleBody('分公司', 'branch'));
    const role = await findRole('branch');
    const depts = (await t.ctx.db.select().from(sysDept)).filter((d) => ['西安分公司', '铁路运营部'].includes(d.deptName)).map((d) => d.deptId);
    expect(await admin.put('/system/role/dataScope', { roleId: role.roleId, version: role.version, dataScope: '2', deptIds: depts })).toMatchObject({ code: 200 });
    // The departments are linked: the branch is left out, as the tree derives it from its one department.
    const tree = await admin.get(`/system/role/deptTree/${role.roleId}`);
    const railway = (await t.ctx.db.select().from(sysDept)).find((d) => d.deptName === '铁路运营部')!.deptId;
    expect(tree.checkedKeys).toEqual([railway]);
    expect(tree.depts[0].label).toBe('寰宇运价');
    expect((await admin.get(`/system/role/${role.roleId}`)).data.dataScope).toBe('2');
    expect(await admin.put('/system/role/dataScope', { roleId: role.roleId, version: role.version + 1, dataScope: '9' })).toMatchObject({ code: 400 });
    expect(await admin.put('/system/role/changeStatus', { roleId: role.roleId, status: '1' })).toMatchObject({ code: 200 });
    expect((await admin.get('/system/role/list?status=1')).rows.map((r: { roleKey: string }) => r.roleKey)).toEqual(['branch']);
  });

  it('lets nobody but the administrator widen what they see through a role\'s data scope', async () => {
    const byName = async (...names: string[]) => (await t.ctx.db.select().from(sysDept)).filter((d) => names.includes(d.deptName)).map((d) => d.deptId);
    const [own] = await t.ctx.db.insert(sysRole).values({ roleName: '分公司管理', roleKey: 'branch_admin', dataScope: '4' }).returning();
    await t.ctx.db.insert(sysRoleMenu).values((await menuIds(['system:role:list', 'system:role:query', 'system:role:edit'])).map((menuId) => ({ roleId: own!.roleId, menuId })));
    const [branch] = await byName('西安分公司');
    await admin.post('/system/user', { userName: 'branchadmin', nickName: 'branchadmin', password: 'admin123', deptId: branch, roleIds: [own!.roleId] });
    await admin.post('/system/role', roleBody('分公司职员', 'branch_staff'));
    const staff = await findRole('branch_staff');
    const client = await staffClient(t, 'branchadmin');
    expect(await client.put('/system/role/dataScope', { roleId: own!.roleId, version: own!.version, dataScope: '1' })).toEqual({ code: 500, msg: '不能修改自己所属角色的数据权限' });
    const denied = { code: 500, msg: '没有权限访问部门数据！' };
    expect(await client.put('/system/role/dataScope', { roleId: staff.roleId, version: staff.version, dataScope: '1' })).toEqual(denied);
    expect(await client.put('/system/role/dataScope', { roleId: staff.roleId, version: staff.version, dataScope: '2', deptIds: await byName('铁路运营部', '上海总部') })).toEqual(denied);
    expect((await admin.get(`/system/role/deptTree/${staff.roleId}`)).checkedKeys).toEqual([]);
    const rail = await byName('铁路运营部');
    expect(await client.put('/system/role/dataScope', { roleId: staff.roleId, version: staff.version, dataScope: '2', deptIds: rail })).toMatchObject({ code: 200 });
    const tree = await client.get(`/system/role/deptTree/${staff.roleId}`);
    expect(tree.checkedKeys).toEqual(rail);
    expect(tree.depts.map((d: { label: string }) => d.label)).toEqual(['西安分公司']);
  });

  it('allocates and cancels users of a role; the new permissions arrive at the next getInfo', async () => {
    const posts = await menuIds(['system:post:list']);
    await admin.post('/system/role', roleBody('审核', 'auditor', { menuIds: posts }));
    const role = await findRole('auditor');
    const allocated = async () => (await admin.get(`/system/role/authUser/allocatedList?roleId=${role.roleId}`)).rows.map((u: { userName: string }) => u.userName);
    expect(await allocated()).toEqual([]);
    const unallocated = await admin.get(`/system/role/authUser/unallocatedList?roleId=${role.roleId}&userName=ry`);
    expect(unallocated.rows).toEqual([expect.objectContaining({ userName: 'ry', nickName: '运价专员', phonenumber: '15666666666', status: '0' })]);
    const ryId = unallocated.rows[0].userId;
    const ry = await staffClient(t, 'ry');
    expect((await ry.get('/getInfo')).permissions).not.toContain('system:post:list');
    expect(await admin.put(`/system/role/authUser/selectAll?roleId=${role.roleId}&userIds=`, {})).toEqual({ code: 400, msg: '请选择要分配的用户' });
    expect(await admin.put(`/system/role/authUser/selectAll?roleId=${role.roleId}&userIds=${ryId}`, {})).toMatchObject({ code: 200 });
    expect(await allocated()).toEqual(['ry']);
    expect((await ry.get('/getInfo')).permissions).toContain('system:post:list');
    expect((await admin.get(`/system/role/authUser/allocatedList?roleId=${role.roleId}&phonenumber=158`)).total).toBe(0);
    expect(await admin.put('/system/role/authUser/cancel', { roleId: role.roleId, userId: ryId })).toMatchObject({ code: 200 });
    expect(await allocated()).toEqual([]);
    await admin.put('/system/role/authUser/selectAll', { roleId: role.roleId, userIds: String(ryId) });
    expect(await admin.put(`/system/role/authUser/cancelAll?roleId=${role.roleId}&userIds=${ryId}`, {})).toMatchObject({ code: 200 });
    expect(await allocated()).toEqual([]);
    expect(await admin.put(`/system/role/authUser/selectAll?roleId=${role.roleId}&userIds=1`, {})).toEqual({ code: 500, msg: '不能修改自己的角色' });
    const adminRole = await findRole('admin');
    await admin.put(`/system/role/authUser/selectAll?roleId=${adminRole.roleId}&userIds=${ryId}`, {});
    const ryAdmin = await staffClient(t, 'ry');
    expect(await ryAdmin.put('/system/role/authUser/cancel', { roleId: adminRole.roleId, userId: 1 })).toEqual({ code: 500, msg: '不允许操作超级管理员用户' });
    expect(await ryAdmin.put('/system/role/authUser/cancel', { roleId: adminRole.roleId, userId: ryId })).toEqual({ code: 500, msg: '不能修改自己的角色' });
    await admin.put('/system/role/authUser/cancel', { roleId: adminRole.roleId, userId: ryId });
  });

  it('checks the permission in the commands themselves: scope, status and holders are edits of the role', async () => {
    const common = await findRole('common');
    const lister: Actor = {
      userId: 2, userName: 'ry', deptName: '', roles: ['common'], permissions: ['system:role:list', 'system:role:add'], request: { method: 'PUT', route: '', url: '', ip: '' },
    };
    await expect(roleCommands.changeStatus(t.ctx, lister, common.roleId, '1')).rejects.toMatchObject({ key: 'http.403', replyCode: 403 });
    await expect(roleCommands.dataScope(t.ctx, lister, { roleId: common.roleId, version: common.version, dataScope: '1', deptIds: [], deptCheckStrictly: true }))
      .rejects.toMatchObject({ replyCode: 403 });
    await expect(roleCommands.remove(t.ctx, lister, [common.roleId])).rejects.toMatchObject({ replyCode: 403 });
    expect((await admin.get(`/system/role/${common.roleId}`)).data).toMatchObject({ status: '0', dataScope: common.dataScope, version: common.version });
  });

  it('exports roles as an xlsx', async () => {
    const rows = await readWorkbook(await admin.exportFile('/system/role/export', { roleKey: 'common' }));
    expect(rows[0]).toEqual(['角色编号', '角色名称', '权限字符', '显示顺序', '数据范围', '状态', '创建时间']);
    expect(rows[1]!.slice(1, 3)).toEqual(['普通角色', 'common']);
  });
});

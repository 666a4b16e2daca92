import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/harness';
import { staffWith } from '../../test/api';
import { AjaxResult, ajaxData, ruoyiRefusal, RuoyiTime, tableData } from './replyShapes';
import { type RuoyiClient, ruoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

/** SysRole as the role screen and its dialogs read it: the order a number, the linked-tree switches booleans. */
const Role = z.object({
  roleId: z.number(), roleName: z.string(), roleKey: z.string(), roleSort: z.number(), dataScope: z.enum(['1', '2', '3', '4', '5']),
  menuCheckStrictly: z.boolean(), deptCheckStrictly: z.boolean(), status: z.enum(['0', '1']), createTime: RuoyiTime,
}).loose();
/** A user of a role, as authUser.vue and selectUser.vue list them. */
const RoleUser = z.object({
  userId: z.number(), userName: z.string(), nickName: z.string(), email: z.string().nullable(), phonenumber: z.string().nullable(),
  status: z.enum(['0', '1']), createTime: RuoyiTime,
}).loose();
type Node = { id: number; label: string; disabled?: boolean; children?: Node[] };
const TreeNode: z.ZodType<Node> = z.lazy(() => z.object({ id: z.number(), label: z.string(), disabled: z.boolean().optional(), children: z.array(TreeNode).min(1).optional() }));

/** The list's query as role/index.vue sends it, with the date range `addDateRange` puts under `params`. */
const listQuery = (filters: Record<string, unknown> = {}, range: string[] = []) =>
  ({ pageNum: 1, pageSize: 10, roleName: undefined, roleKey: undefined, status: undefined, ...filters, params: { beginTime: range[0], endTime: range[1] } });
const list = async (filters: Record<string, unknown> = {}, range: string[] = []) =>
  tableData(Role).parse(await admin.call({ method: 'GET', url: '/system/role/list', params: listQuery(filters, range) }));
const read = async (roleId: number) => (await admin.call({ method: 'GET', url: `/system/role/${roleId}` })).data as Record<string, unknown>;

/** Adds a role through the dialog's form and answers it as the list shows it. */
async function addRole(roleKey: string, menuIds: number[] = []) {
  const form = { roleName: `角色${roleKey}`, roleKey, roleSort: 0, status: '0', menuIds, deptIds: [], menuCheckStrictly: true, deptCheckStrictly: true, remark: undefined };
  AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/role', data: form }));
  return (await list({ roleKey })).rows.find((r) => r.roleKey === roleKey)!;
}

const deptNamed = async (deptName: string) =>
  ((await admin.call({ method: 'GET', url: '/system/dept/list', params: { deptName } })).data as { deptId: number; deptName: string }[]).find((d) => d.deptName === deptName)!;
/** A staff member added as the user dialog adds one, with no role. */
async function addUser(userName: string, phonenumber?: string) {
  AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/user', data: { userName, nickName: userName, password: 'start123', phonenumber, status: '0', postIds: [], roleIds: [] } }));
  const { rows } = await admin.call({ method: 'GET', url: '/system/user/list', params: { pageNum: 1, pageSize: 10, userName } }) as { rows: { userId: number; userName: string }[] };
  return rows.find((u) => u.userName === userName)!.userId;
}
const allocated = async (roleId: number, filters: Record<string, unknown> = {}) => tableData(RoleUser).parse(await admin.call({
  method: 'GET', url: '/system/role/authUser/allocatedList', params: { pageNum: 1, pageSize: 10, roleId: String(roleId), userName: undefined, phonenumber: undefined, ...filters },
}));

describe('system/role.js', () => {
  it('listRole', async () => {
    const all = await list();
    expect(all.rows.map((r) => r.roleKey)).toEqual(expect.arrayContaining(['admin', 'common']));
    expect((await list({ roleName: '普通' })).rows.map((r) => r.roleKey)).toEqual(['common']);
    expect((await list({ roleKey: 'admin', status: '0' })).rows.map((r) => r.roleKey)).toEqual(['admin']);
    expect((await list({}, ['2000-01-01', '2099-12-31'])).total).toBe(all.total);
    expect((await list({}, ['2000-01-01', '2000-01-31'])).total).toBe(0);
    expect((await list({ pageSize: 1, pageNum: 2 })).rows).toHaveLength(1);
  });

  it('getRole', async () => {
    const common = (await list({ roleKey: 'common' })).rows[0]!;
    expect(ajaxData(Role).parse(await admin.call({ method: 'GET', url: `/system/role/${common.roleId}` })).data).toMatchObject({ roleKey: 'common', roleName: '普通角色' });
  });

  it('addRole', async () => {
    const form = { roleName: '合同角色', roleKey: 'contract', roleSort: 3, status: '0', menuIds: [], deptIds: [], menuCheckStrictly: true, deptCheckStrictly: true, remark: undefined };
    expect(AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/role', data: form })).msg).toBe('操作成功');
    expect((await list({ roleKey: 'contract' })).rows[0]).toMatchObject({ roleName: '合同角色', roleSort: 3 });
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'POST', url: '/system/role', data: form })).msg).toBe("新增角色'合同角色'失败，角色名称已存在");
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'POST', url: '/system/role', data: { ...form, roleName: '合同角色二' } })).msg)
      .toBe("新增角色'合同角色二'失败，角色权限已存在");
  });

  it('updateRole', async () => {
    const added = await addRole('editrole');
    // handleUpdate: the reply's role (`roleSort` made a number), and the tree's checked and half-checked menus.
    const { data: menus } = await admin.call({ method: 'GET', url: '/system/menu/list', params: { menuName: '用户查询' } }) as { data: { menuId: number; parentId: number }[] };
    const query = menus[0]!;
    const { data: screens } = await admin.call({ method: 'GET', url: `/system/menu/${query.parentId}` }) as { data: { parentId: number } };
    const form = { ...(await read(added.roleId)), roleName: '改过的角色', menuIds: [screens.parentId, query.parentId, query.menuId] };
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/role', data: form }));
    expect((await list({ roleKey: 'editrole' })).rows[0]).toMatchObject({ roleName: '改过的角色' });
    expect((await admin.call({ method: 'GET', url: `/system/menu/roleMenuTreeselect/${added.roleId}` })).checkedKeys).toEqual([query.menuId]);
    const common = (await list({ roleKey: 'common' })).rows[0]!;
    const clash = await admin.call({ method: 'PUT', url: '/system/role', data: { ...(await read(added.roleId)), roleName: common.roleName, menuIds: [] } });
    expect(ruoyiRefusal(500).parse(clash).msg).toBe(`修改角色'${common.roleName}'失败，角色名称已存在`);
    const adminRole = (await list({ roleKey: 'admin' })).rows[0]!;
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'PUT', url: '/system/role', data: { ...(await read(adminRole.roleId)), menuIds: [] } })).msg).toBe('不允许操作超级管理员角色');
  });

  it('dataScope', async () => {
    const added = await addRole('scoperole');
    const branch = await deptNamed('西安分公司');
    const railway = await deptNamed('铁路运营部');
    const top = await deptNamed('寰宇运价');
    // submitDataScope: the role as read, its new scope, and the tree's checked departments after the half-checked ones.
    const form = { ...(await read(added.roleId)), dataScope: '2', deptIds: [top.deptId, branch.deptId, railway.deptId] };
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/role/dataScope', data: form }));
    expect((await read(added.roleId)).dataScope).toBe('2');
    const tree = await admin.call({ method: 'GET', url: `/system/role/deptTree/${added.roleId}` });
    expect(tree.checkedKeys).toEqual([railway.deptId]);
    const adminRole = (await list({ roleKey: 'admin' })).rows[0]!;
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'PUT', url: '/system/role/dataScope', data: { ...(await read(adminRole.roleId)), dataScope: '2', deptIds: [] } })).msg)
      .toBe('不允许操作超级管理员角色');
  });

  it('changeRoleStatus', async () => {
    const added = await addRole('statusrole');
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/role/changeStatus', data: { roleId: added.roleId, status: '1' } }));
    expect((await list({ roleKey: 'statusrole' })).rows[0]).toMatchObject({ status: '1' });
    expect((await list({ status: '1' })).rows.map((r) => r.roleKey)).toContain('statusrole');
  });

  it('delRole', async () => {
    const first = await addRole('delrole1');
    const second = await addRole('delrole2');
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/system/role/${[first.roleId, second.roleId]}` }));
    expect((await list({ roleKey: 'delrole' })).total).toBe(0);
    const common = (await list({ roleKey: 'common' })).rows[0]!;
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'DELETE', url: `/system/role/${common.roleId}` })).msg).toBe('普通角色已分配,不能删除');
  });

  it('allocatedUserList', async () => {
    // authUser.vue: the role id from the route (text), the two filters, paging.
    const added = await addRole('allocrole');
    const one = await addUser('allocuser1', '13900000001');
    const two = await addUser('allocuser2', '13900000002');
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/role/authUser/selectAll', params: { roleId: String(added.roleId), userIds: `${one},${two}` } }));
    expect((await allocated(added.roleId)).rows.map((u) => u.userName)).toEqual(['allocuser1', 'allocuser2']);
    expect((await allocated(added.roleId, { userName: 'allocuser2' })).rows.map((u) => u.userId)).toEqual([two]);
    expect((await allocated(added.roleId, { phonenumber: '13900000001' })).rows.map((u) => u.userId)).toEqual([one]);
    expect(await allocated(added.roleId, { pageSize: 1, pageNum: 2 })).toMatchObject({ total: 2, rows: [{ userId: two }] });
  });

  it('unallocatedUserList', async () => {
    // selectUser.vue: the users without the role, to add.
    const added = await addRole('unallocrole');
    const user = await addUser('unallocuser');
    const query = { pageNum: 1, pageSize: 10, roleId: added.roleId, userName: 'unallocuser', phonenumber: undefined };
    const page = tableData(RoleUser).parse(await admin.call({ method: 'GET', url: '/system/role/authUser/unallocatedList', params: query }));
    expect(page.rows.map((u) => u.userId)).toEqual([user]);
  });

  it('authUserCancel', async () => {
    const added = await addRole('cancelrole');
    const user = await addUser('canceluser');
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/role/authUser/selectAll', params: { roleId: added.roleId, userIds: String(user) } }));
    // cancelAuthUser: a body whose `roleId` is the route's text.
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/role/authUser/cancel', data: { userId: user, roleId: String(added.roleId) } }));
    expect((await allocated(added.roleId)).total).toBe(0);
  });

  it('authUserCancelAll', async () => {
    const added = await addRole('cancelallrole');
    const users = [await addUser('cancelall1'), await addUser('cancelall2')];
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/role/authUser/selectAll', params: { roleId: added.roleId, userIds: users.join(',') } }));
    // cancelAuthUserAll: `roleId` and the selection joined by commas, in the query of a PUT without a body.
    const cancel = (client: typeof admin, userIds: string) => client.call({ method: 'PUT', url: '/system/role/authUser/cancelAll', params: { roleId: String(added.roleId), userIds } });
    const asBody = (client: typeof admin, userIds: string) => client.call({ method: 'PUT', url: '/system/role/authUser/cancelAll', data: { roleId: added.roleId, userIds } });
    await staffWith(t, 'authreader', ['system:role:list', 'system:role:query']);
    const reader = await ruoyiClient(t, 'authreader');
    expect(ruoyiRefusal(403).parse(await cancel(reader, users.join(',')))).toEqual(await asBody(reader, users.join(',')));
    const bad = await cancel(admin, 'x');
    expect(bad.code).toBe(400);
    expect(bad).toEqual(await asBody(admin, 'x'));
    expect((await allocated(added.roleId)).total).toBe(2);
    AjaxResult.parse(await cancel(admin, users.join(',')));
    expect((await allocated(added.roleId)).total).toBe(0);
  });

  it('authUserSelectAll', async () => {
    const added = await addRole('selectallrole');
    const users = [await addUser('selectall1'), await addUser('selectall2')];
    // handleSelectUser shows the reply's `msg`.
    const select = (client: typeof admin, userIds: string) => client.call({ method: 'PUT', url: '/system/role/authUser/selectAll', params: { roleId: added.roleId, userIds } });
    const asBody = (client: typeof admin, userIds: string) => client.call({ method: 'PUT', url: '/system/role/authUser/selectAll', data: { roleId: added.roleId, userIds } });
    const reader = await ruoyiClient(t, 'authreader');
    expect(ruoyiRefusal(403).parse(await select(reader, users.join(',')))).toEqual(await asBody(reader, users.join(',')));
    expect(await select(admin, '1,x')).toEqual(await asBody(admin, '1,x'));
    expect((await allocated(added.roleId)).total).toBe(0);
    expect(AjaxResult.parse(await select(admin, users.join(','))).msg).toBe('操作成功');
    expect((await allocated(added.roleId)).rows.map((u) => u.userId)).toEqual(users);
  });

  it('deptTreeSelect', async () => {
    const common = (await list({ roleKey: 'common' })).rows[0]!;
    const reply = AjaxResult.extend({ depts: z.array(TreeNode), checkedKeys: z.array(z.number()) })
      .parse(await admin.call({ method: 'GET', url: `/system/role/deptTree/${common.roleId}` }));
    expect(reply.depts[0]).toMatchObject({ label: '寰宇运价', disabled: false });
    // The seeded custom scope holds the company, Shanghai and its freight department: only the last is handed to the linked tree.
    expect(reply.checkedKeys).toEqual([(await deptNamed('运价部门')).deptId]);
  });
});

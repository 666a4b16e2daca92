import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDept, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../../db/schema/index';
import { hashPassword } from '../../../platform/password';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { staffClient } from '../../../../test/api';

let t: TestApp;
let editor: Awaited<ReturnType<typeof staffClient>>;
const roles: Record<string, number> = {};
let deptId: number;
let targetId: number;

async function role(roleKey: string, dataScope: string, perms: string[]) {
  const [created] = await t.ctx.db.insert(sysRole).values({ roleName: roleKey, roleKey, dataScope }).returning();
  const menus = await t.ctx.db.select({ id: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.perms, perms));
  await t.ctx.db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: created!.roleId, menuId: m.id })));
  roles[roleKey] = created!.roleId;
}

async function staff(userName: string, roleKey?: string) {
  const [user] = await t.ctx.db.insert(sysUser).values({ userName, nickName: userName, deptId, password: await hashPassword('admin123') }).returning();
  if (roleKey) await t.ctx.db.insert(sysUserRole).values({ userId: user!.userId, roleId: roles[roleKey]! });
  return user!.userId;
}

beforeAll(async () => {
  t = await createTestApp();
  [{ deptId }] = await t.ctx.db.select({ deptId: sysDept.deptId }).from(sysDept).where(eq(sysDept.deptName, '运价部门')) as [{ deptId: number }];
  // A user administrator limited to their department and below, holding user and role screens only.
  await role('dept_user_admin', '4', ['system:user:list', 'system:user:query', 'system:user:add', 'system:user:edit', 'system:role:list', 'system:role:query', 'system:role:edit']);
  await role('config_keeper', '5', ['system:config:list', 'system:config:edit']);
  await role('everyone_viewer', '1', ['system:user:list']);
  await role('self_viewer', '5', ['system:user:list', 'system:user:query']);
  await staff('dept_admin', 'dept_user_admin');
  targetId = await staff('target_user');
  editor = await staffClient(t, 'dept_admin');
});
afterAll(async () => { await t.close(); });

const heldRoles = async (userId: number) => (await t.ctx.db.select({ id: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, userId))).map((r) => r.id);
const newUser = (userName: string, roleIds: number[]) => ({ userName, nickName: userName, password: 'admin123', deptId, roleIds });

describe('granting roles', () => {
  it('refuses a role carrying a permission the granter lacks, when adding a user, saving roles or adding holders', async () => {
    const refusal = { code: 403, msg: "不能授予角色'config_keeper'：它含有您没有的权限 system:config:list" };
    expect(await editor.post('/system/user', newUser('escalated1', [roles.config_keeper!]))).toMatchObject({ code: 403 });
    expect((await editor.get('/system/user/list?userName=escalated1')).total).toBe(0);
    expect(await editor.put('/system/user/authRole', { userId: targetId, roleIds: String(roles.config_keeper) })).toEqual(refusal);
    expect(await editor.put(`/system/role/authUser/selectAll?roleId=${roles.config_keeper}&userIds=${targetId}`, {})).toMatchObject({ code: 403 });
    expect(await heldRoles(targetId)).toEqual([]);
  });

  it('refuses a role whose data scope is wider than the granter\'s', async () => {
    const refusal = { code: 403, msg: "不能授予角色'everyone_viewer'：它的数据权限超出您的数据权限" };
    expect(await editor.put('/system/user/authRole', { userId: targetId, roleIds: String(roles.everyone_viewer) })).toEqual(refusal);
    expect(await editor.put(`/system/role/authUser/selectAll?roleId=${roles.everyone_viewer}&userIds=${targetId}`, {})).toEqual(refusal);
    expect(await heldRoles(targetId)).toEqual([]);
  });

  it('grants a role within the granter\'s own permissions and scope, in English too', async () => {
    expect(await editor.put('/system/user/authRole', { userId: targetId, roleIds: String(roles.self_viewer) })).toMatchObject({ code: 200 });
    expect(await heldRoles(targetId)).toEqual([roles.self_viewer]);
    const english = await staffClient(t, 'dept_admin', 'en');
    expect(await english.post('/system/user', newUser('escalated2', [roles.everyone_viewer!])))
      .toEqual({ code: 403, msg: "You cannot grant role 'everyone_viewer': its data scope is wider than yours" });
  });

  it('lets the super administrator grant anything', async () => {
    const admin = await staffClient(t);
    expect(await admin.put('/system/user/authRole', { userId: targetId, roleIds: `${roles.self_viewer},${roles.everyone_viewer},${roles.config_keeper}` })).toMatchObject({ code: 200 });
    expect((await heldRoles(targetId)).length).toBe(3);
  });
});

describe('changing a role its holders outside the changer\'s scope hold', () => {
  const roleOf = async (roleId: number) => (await t.ctx.db.select().from(sysRole).where(eq(sysRole.roleId, roleId)))[0]!;
  const edit = async (roleId: number) => {
    const role = await roleOf(roleId);
    return editor.put('/system/role', { roleId, roleName: role.roleName, roleKey: role.roleKey, roleSort: 5, status: '0', menuIds: [], version: role.version });
  };

  it('refuses to edit, scope or switch a role the super administrator also holds, and changes nothing', async () => {
    await role('shared_viewer', '5', ['system:user:list']);
    const shared = roles.shared_viewer!;
    await t.ctx.db.insert(sysUserRole).values([{ userId: targetId, roleId: shared }, { userId: 1, roleId: shared }]);
    const before = await roleOf(shared);
    const refusal = { code: 403, msg: "不能修改角色'shared_viewer'：您的数据权限之外的用户也持有它" };
    expect(await edit(shared)).toEqual(refusal);
    expect(await editor.put('/system/role/dataScope', { roleId: shared, version: before.version, dataScope: '3' })).toEqual(refusal);
    expect(await editor.put('/system/role/changeStatus', { roleId: shared, status: '1' })).toEqual(refusal);
    expect(await roleOf(shared)).toEqual(before);
  });

  it('counts a holder without a department as outside the scope', async () => {
    await role('deptless_viewer', '5', ['system:user:list']);
    const [loose] = await t.ctx.db.insert(sysUser).values({ userName: 'no_dept_user', nickName: 'no_dept_user', password: 'x' }).returning();
    await t.ctx.db.insert(sysUserRole).values({ userId: loose!.userId, roleId: roles.deptless_viewer! });
    expect(await edit(roles.deptless_viewer!)).toMatchObject({ code: 403 });
  });

  it('lets the changer edit a role only users inside its scope hold', async () => {
    await role('inside_viewer', '5', ['system:user:list']);
    await t.ctx.db.insert(sysUserRole).values({ userId: targetId, roleId: roles.inside_viewer! });
    expect(await edit(roles.inside_viewer!)).toMatchObject({ code: 200 });
    expect((await roleOf(roles.inside_viewer!)).roleSort).toBe(5);
  });
});

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDept, sysMenu, sysRole, sysRoleDept, sysRoleMenu, sysUser, userCountsVersion } from '../../../db/schema/index';
import { commonRoleDepartments } from '../../../db/seed/commonRoleScope';
import { createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { lastOperation, lastOperationId, readWorkbook, staffClient } from '../../../../test/api';
import type { Actor } from '../../../platform/commands/actor';
import { userCommands } from './commands';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
const deptIds: Record<string, number> = {};
let commonRoleId = 0;
let adminRoleId = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
  for (const d of await t.ctx.db.select().from(sysDept)) deptIds[d.deptName] = d.deptId;
  for (const r of await t.ctx.db.select().from(sysRole)) {
    if (r.roleKey === 'common') commonRoleId = r.roleId;
    if (r.roleKey === 'admin') adminRoleId = r.roleId;
  }
});
afterAll(async () => { await t.close(); });

const newUser = (userName: string, extra: object = {}) => ({
  userName, nickName: `${userName} nick`, password: 'admin123', deptId: deptIds['市场部门'], sex: '0', status: '0', postIds: [], roleIds: [], ...extra,
});
const findUser = async (userName: string) => (await admin.get(`/system/user/list?userName=${userName}`)).rows.find((u: { userName: string }) => u.userName === userName);

/** A role with the given data scope that may list and edit users. */
async function scopedRole(roleKey: string, dataScope: string): Promise<number> {
  const [role] = await t.ctx.db.insert(sysRole).values({ roleName: roleKey, roleKey, dataScope }).returning();
  const menus = await t.ctx.db.select({ menuId: sysMenu.menuId }).from(sysMenu)
    .where(inArray(sysMenu.perms, ['system:user:list', 'system:user:query', 'system:user:edit', 'system:user:resetPwd']));
  await t.ctx.db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: role!.roleId, menuId: m.menuId })));
  return role!.roleId;
}

describe('users', () => {
  it('counts a filtered list again only when what the count reads has changed, whoever changed it', async () => {
    const version = async () => Number((await t.ctx.db.select().from(userCountsVersion))[0]!.version);
    const total = async (filter: string) => (await admin.get(`/system/user/list?${filter}`)).total as number;
    const before = await total('userName=count');
    await t.ctx.db.insert(sysUser).values({ userName: 'count-a', nickName: 'a', deptId: deptIds['市场部门'], password: 'x' });
    expect(await total('userName=count')).toBe(before + 1);
    await t.ctx.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userName, 'count-a'));
    expect(await total('userName=count&status=1')).toBe(1);
    expect(await total('userName=count&status=0')).toBe(before);

    const standing = await version();
    await signIn(t, 'ry', 'admin123');
    expect(await version()).toBe(standing);
    await t.ctx.db.update(sysDept).set({ deptName: '市场部门' }).where(eq(sysDept.deptId, deptIds['市场部门']!));
    expect(await version()).toBe(standing + 1);
    await t.ctx.db.delete(sysUser).where(eq(sysUser.userName, 'count-a'));
    expect(await total('userName=count')).toBe(before);
  });

  it('shows every change to a listed user, department or sign-in on the next page read, whoever made it', async () => {
    const row = async (userName: string) => (await admin.get(`/system/user/list?userName=${userName}`)).rows
      .find((u: { userName: string }) => u.userName === userName) as { nickName: string; deptName: string; loginDate: string | null };
    // Replies give times to the second: the last sign-in is made older, so the next one shows within the same second.
    await t.ctx.db.update(sysUser).set({ loginDate: new Date('2026-01-01T00:00:00Z') }).where(eq(sysUser.userName, 'ry'));
    const before = await row('ry');
    await t.ctx.db.update(sysUser).set({ nickName: 'renamed in SQL' }).where(eq(sysUser.userName, 'ry'));
    expect((await row('ry')).nickName).toBe('renamed in SQL');
    await signIn(t, 'ry', 'admin123');
    expect((await row('ry')).loginDate).not.toBe(before.loginDate);
    await t.ctx.db.update(sysDept).set({ deptName: '运价部门二' }).where(eq(sysDept.deptId, deptIds['运价部门']!));
    expect((await row('ry')).deptName).toBe('运价部门二');
    await t.ctx.db.update(sysDept).set({ deptName: '运价部门' }).where(eq(sysDept.deptId, deptIds['运价部门']!));
    await t.ctx.db.update(sysUser).set({ nickName: before.nickName }).where(eq(sysUser.userName, 'ry'));
    expect(await row('ry')).toMatchObject({ nickName: before.nickName, deptName: '运价部门' });
  });

  it('lists staff with department names, filtered by name, phone, status and department including sub-departments', async () => {
    const all = await admin.get('/system/user/list');
    expect(all).toMatchObject({ code: 200, total: 2 });
    expect(all.rows[0]).toMatchObject({ userName: 'admin', deptName: '研发部门' });
    expect(all.rows[0].password).toBeUndefined();
    expect((await admin.get('/system/user/list?phonenumber=156')).rows.map((u: { userName: string }) => u.userName)).toEqual(['ry']);
    expect((await admin.get(`/system/user/list?deptId=${deptIds['上海总部']}`)).total).toBe(2);
    expect((await admin.get(`/system/user/list?deptId=${deptIds['运价部门']}`)).rows.map((u: { userName: string }) => u.userName)).toEqual(['ry']);
    expect((await admin.get(`/system/user/list?deptId=${deptIds['西安分公司']}`)).total).toBe(0);
    expect((await admin.get('/system/user/list?status=1')).total).toBe(0);
    const tree = await admin.get('/system/user/deptTree');
    expect(tree.data[0]).toMatchObject({ label: '寰宇运价' });
    expect(tree.data[0].children.map((c: { label: string }) => c.label)).toEqual(['上海总部', '西安分公司']);
    expect((await admin.get('/system/post/optionselect')).data.map((p: { postCode: string }) => p.postCode)).toEqual(['ceo', 'se', 'hr', 'user']);
  });

  it('adds, reads, edits and deletes a user, hashing the password and logging each change', async () => {
    const before = await lastOperationId(t);
    const posts = (await admin.get('/system/post/optionselect')).data;
    expect(await admin.post('/system/user', newUser('zhangsan', { phonenumber: '13800000001', email: 'zs@example.com', postIds: [posts[1].postId], roleIds: [commonRoleId] })))
      .toMatchObject({ code: 200 });
    const logged = await lastOperation(t, '用户管理', before, 'POST /api/system/user');
    expect(JSON.parse(logged.operParam).body.password).toBe('******');
    const [stored] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'zhangsan'));
    expect(stored!.password).toMatch(/^\$argon2id\$/);
    const zs = await findUser('zhangsan');
    const read = await admin.get(`/system/user/${zs.userId}`);
    expect(read.data).toMatchObject({ userName: 'zhangsan', deptName: '市场部门', postIds: [posts[1].postId], roleIds: [commonRoleId] });
    expect(read.roles.map((r: { roleKey: string }) => r.roleKey)).toContain('common');
    expect(await admin.put('/system/user', { ...newUser('zhangsan'), userId: zs.userId, version: zs.version, nickName: '张三', sex: '1', password: undefined })).toMatchObject({ code: 200 });
    expect((await admin.get(`/system/user/${zs.userId}`)).data).toMatchObject({ nickName: '张三', sex: '1', roleIds: [], updateBy: 'admin' });
    const signedIn = await staffClient(t, 'zhangsan');
    expect(signedIn.token).toBeTruthy();
    expect(await admin.del(`/system/user/${zs.userId}`)).toMatchObject({ code: 200 });
    expect(await findUser('zhangsan')).toBeUndefined();
    expect(await admin.get(`/system/user/${zs.userId}`)).toMatchObject({ code: 404 });
  });

  it('names invalid fields and keeps user names, phones and e-mails unique', async () => {
    expect(await admin.post('/system/user', newUser('a'))).toEqual({ code: 400, msg: '用户账号长度必须介于 2 和 20 之间' });
    expect(await admin.post('/system/user', newUser('lisi', { password: 'ab|cdef' }))).toEqual({ code: 400, msg: '不能包含非法字符：< > " \' \\ |' });
    expect(await admin.post('/system/user', newUser('lisi', { password: '1234' }))).toEqual({ code: 400, msg: '用户密码长度必须介于 5 和 20 之间' });
    expect(await admin.post('/system/user', newUser('lisi', { phonenumber: '12345678901' }))).toEqual({ code: 400, msg: '请输入正确的手机号码' });
    expect(await admin.post('/system/user', newUser('lisi', { email: 'nope' }))).toEqual({ code: 400, msg: '请输入正确的邮箱地址' });
    expect((await admin.post('/system/user', newUser('lisi', { nickName: '' }))).msg).toBe('用户昵称不能为空');
    const { password: _ignored, ...noPassword } = newUser('lisi');
    expect((await admin.post('/system/user', noPassword)).msg).toBe('用户密码不能为空');
    const english = await staffClient(t, 'admin', 'en');
    expect((await english.post('/system/user', newUser('lisi', { phonenumber: '123' }))).msg).toBe('Please enter a valid mobile number');
    expect(await admin.post('/system/user', newUser('ry'))).toEqual({ code: 500, msg: "新增用户'ry'失败，登录账号已存在" });
    expect(await admin.post('/system/user', newUser('lisi', { phonenumber: '15666666666' }))).toEqual({ code: 500, msg: "新增用户'lisi'失败，手机号码已存在" });
    expect((await admin.get('/system/user/list')).total).toBe(2);
  });

  it('protects the administrator and stops people changing their own roles', async () => {
    expect(await admin.del('/system/user/1')).toEqual({ code: 500, msg: '当前用户不能删除' });
    await admin.post('/system/user', newUser('second', { roleIds: [adminRoleId] }));
    const second = await findUser('second');
    const other = await staffClient(t, 'second');
    expect(await other.del('/system/user/1')).toEqual({ code: 500, msg: '不允许操作超级管理员用户' });
    expect(await other.put('/system/user/changeStatus', { userId: 1, status: '1' })).toEqual({ code: 500, msg: '不允许操作超级管理员用户' });
    expect(await other.put('/system/user/authRole', { userId: 1, roleIds: String(commonRoleId) })).toEqual({ code: 500, msg: '不允许操作超级管理员用户' });
    expect(await admin.put('/system/user/authRole', { userId: 1, roleIds: `${adminRoleId},${commonRoleId}` })).toEqual({ code: 500, msg: '不能修改自己的角色' });
    const me = (await admin.get('/system/user/1')).data;
    expect(await admin.put('/system/user', { ...me, status: '1' })).toEqual({ code: 500, msg: '不允许操作超级管理员用户' });
    expect(await admin.put('/system/user', { ...me, phonenumber: '15888888888', email: me.email, nickName: '管理员2' })).toMatchObject({ code: 200 });
    expect(await admin.put('/system/user/changeStatus', { userId: second.userId, status: '1' })).toEqual({ code: 500, msg: '不允许操作超级管理员用户' });
    expect(await admin.put('/system/user/authRole', { userId: second.userId, roleIds: '' })).toEqual({ code: 500, msg: '不允许操作超级管理员用户' });
  });

  it('assigns roles with flags, resets passwords and switches status', async () => {
    await admin.post('/system/user', newUser('wangwu'));
    const ww = await findUser('wangwu');
    const auth = await admin.get(`/system/user/authRole/${ww.userId}`);
    expect(auth.user).toMatchObject({ userName: 'wangwu' });
    expect(auth.roles.every((r: { flag: boolean }) => !r.flag)).toBe(true);
    expect(await admin.put('/system/user/authRole', { userId: ww.userId, roleIds: String(commonRoleId) })).toMatchObject({ code: 200 });
    const after = await admin.get(`/system/user/authRole/${ww.userId}`);
    expect(after.roles.find((r: { roleId: number }) => r.roleId === commonRoleId).flag).toBe(true);
    expect(await admin.put('/system/user/resetPwd', { userId: ww.userId, password: 'abc' })).toEqual({ code: 400, msg: '用户密码长度必须介于 5 和 20 之间' });
    expect(await admin.put('/system/user/resetPwd', { userId: ww.userId, password: 'newpass1' })).toMatchObject({ code: 200 });
    expect((await signIn(t, 'wangwu', 'newpass1')).token).toBeTruthy();
    expect(await admin.put('/system/user/changeStatus', { userId: ww.userId, status: '1' })).toMatchObject({ code: 200 });
    expect((await admin.get('/system/user/list?status=1')).rows.map((u: { userName: string }) => u.userName)).toEqual(['wangwu']);
  });

  it('refuses ry the calls her role does not grant', async () => {
    const ry = await staffClient(t, 'ry');
    expect(await ry.post('/system/user', newUser('nope'))).toMatchObject({ code: 403 });
    expect(await ry.del('/system/user/5')).toMatchObject({ code: 403 });
    expect(await ry.put('/system/user/resetPwd', { userId: 2, password: 'admin1234' })).toMatchObject({ code: 403 });
    expect(await ry.put('/system/user/changeStatus', { userId: 2, status: '1' })).toMatchObject({ code: 403 });
    expect(await ry.put('/system/user/authRole', { userId: 2, roleIds: '' })).toMatchObject({ code: 403 });
    expect((await ry.exportFile('/system/user/export')).json()).toMatchObject({ code: 403 });
  });

  it('limits what a user sees to the data scope of their roles', async () => {
    const ownDept = await scopedRole('own_dept', '3');
    const selfOnly = await scopedRole('self_only', '5');
    const below = await scopedRole('dept_below', '4');
    await admin.post('/system/user', newUser('market1', { deptId: deptIds['财务部门'], roleIds: [ownDept] }));
    await admin.post('/system/user', newUser('market2', { deptId: deptIds['财务部门'] }));
    await admin.post('/system/user', newUser('selfish', { deptId: deptIds['财务部门'], roleIds: [selfOnly] }));
    await admin.post('/system/user', newUser('hqboss', { deptId: deptIds['上海总部'], roleIds: [below] }));
    // A custom scope like the demo role's: the company, the head office and the rate department.
    const custom = await scopedRole('custom_scope', '2');
    await t.ctx.db.insert(sysRoleDept).values(commonRoleDepartments.map((name) => ({ roleId: custom, deptId: deptIds[name]! })));
    await admin.post('/system/user', newUser('rateclerk', { deptId: deptIds['运价部门'], roleIds: [custom] }));
    const names = async (client: Awaited<ReturnType<typeof staffClient>>) => (await client.get('/system/user/list?pageSize=100')).rows.map((u: { userName: string }) => u.userName).sort();
    const m1 = await staffClient(t, 'market1');
    expect(await names(m1)).toEqual(['market1', 'market2', 'selfish']);
    const ry = await findUser('ry');
    expect(await m1.get(`/system/user/${ry.userId}`)).toEqual({ code: 500, msg: '没有权限访问用户数据！' });
    expect(await m1.put('/system/user/resetPwd', { userId: ry.userId, password: 'admin1234' })).toEqual({ code: 500, msg: '没有权限访问用户数据！' });
    const selfish = await staffClient(t, 'selfish');
    expect(await names(selfish)).toEqual(['selfish']);
    const boss = await staffClient(t, 'hqboss');
    expect(await names(boss)).toEqual(expect.arrayContaining(['admin', 'ry', 'market1', 'hqboss']));
    const clerk = await staffClient(t, 'rateclerk');
    expect(await names(clerk)).toEqual(['hqboss', 'rateclerk', 'ry']);
  });

  it('shows only the departments of the caller\'s data scope in the department tree, and refuses others', async () => {
    type Node = { label: string; children?: Node[] };
    const labels = (nodes: Node[]): unknown[] => nodes.map((n) => (n.children ? { [n.label]: labels(n.children) } : n.label));
    const tree = async (userName: string) => labels((await (await staffClient(t, userName)).get('/system/user/deptTree')).data);
    expect(await tree('market1')).toEqual(['财务部门']);
    expect(await tree('selfish')).toEqual(['财务部门']);
    expect(await tree('hqboss')).toEqual([{ 上海总部: ['研发部门', '市场部门', '运价部门', '财务部门', '运维部门'] }]);
    expect(await tree('rateclerk')).toEqual([{ 寰宇运价: [{ 上海总部: ['运价部门'] }] }]);
    expect((await admin.get('/system/user/deptTree')).data[0].children.map((c: Node) => c.label)).toEqual(['上海总部', '西安分公司']);
    const m1 = await staffClient(t, 'market1');
    const market2 = await findUser('market2');
    const read = (await m1.get(`/system/user/${market2.userId}`)).data;
    expect(await m1.put('/system/user', { ...read, deptId: deptIds['运价部门'] })).toEqual({ code: 500, msg: '没有权限访问部门数据！' });
    expect((await admin.get(`/system/user/${market2.userId}`)).data.deptId).toBe(deptIds['财务部门']);
  });

  it('checks the permission, scope and password policy in the commands themselves, whatever door calls them', async () => {
    const ry = await findUser('ry');
    const lister: Actor = {
      userId: ry.userId, userName: 'ry', deptName: '', roles: ['common'], permissions: ['system:user:list'], request: { method: 'PUT', route: '', url: '', ip: '' },
    };
    await expect(userCommands.add(t.ctx, lister, { ...newUser('sneaky'), sex: '0', status: '0' })).rejects.toMatchObject({ key: 'http.403', replyCode: 403 });
    await expect(userCommands.changeStatus(t.ctx, lister, ry.userId, '1')).rejects.toMatchObject({ replyCode: 403 });
    await expect(userCommands.remove(t.ctx, lister, [ry.userId])).rejects.toMatchObject({ replyCode: 403 });
    expect(await findUser('sneaky')).toBeUndefined();
    expect(await findUser('ry')).toMatchObject({ status: '0' });

    const admin1: Actor = { ...lister, userId: 1, userName: 'admin', roles: ['admin'], permissions: [] };
    await expect(userCommands.add(t.ctx, admin1, { ...newUser('weakpass'), sex: '0', status: '0', password: 'ab|cdef' }))
      .rejects.toMatchObject({ key: 'register.password.chars', replyCode: 400 });
    await expect(userCommands.add(t.ctx, admin1, { ...newUser('adrnin'), sex: '0', status: '0' })).rejects.toMatchObject({ key: 'user.add.nameLookalike' });
    expect(await findUser('weakpass')).toBeUndefined();
  });

  it('exports the users the caller may see as an xlsx', async () => {
    const reply = await admin.exportFile('/system/user/export', { userName: 'admin' });
    expect(String(reply.headers['content-disposition'])).toMatch(/^attachment; filename="user_\d+\.xlsx"$/);
    const rows = await readWorkbook(reply);
    expect(rows[0]).toEqual(['用户编号', '部门编号', '用户名称', '用户昵称', '部门', '手机号码', '邮箱', '用户性别', '状态', '最后登录IP', '最后登录时间', '创建时间']);
    expect([rows[1]![0], ...rows[1]!.slice(2, 5)]).toEqual(['1', 'admin', '管理员2', '研发部门']);
  });
});

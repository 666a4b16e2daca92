import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysDept, sysMenu, sysRole, sysRoleMenu, sysUser, sysUserRole } from '../../../db/schema/index';
import { hashPassword } from '../../../platform/password';
import { bearer, createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { staffClient } from '../../../../test/api';
import type { Actor } from '../../../platform/commands/actor';
import { onlineCommands } from './commands';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let deptAdmin: Awaited<ReturnType<typeof staffClient>>;
let adminElsewhere: string;
let colleague: string;

/** A staff member of the freight department (password admin123), with a role of these permissions and data scope. */
async function freightStaff(userName: string, role?: { dataScope: string; perms: string[] }) {
  const [dept] = await t.ctx.db.select({ deptId: sysDept.deptId }).from(sysDept).where(eq(sysDept.deptName, '运价部门'));
  const [user] = await t.ctx.db.insert(sysUser).values({ userName, nickName: userName, deptId: dept!.deptId, password: await hashPassword('admin123') }).returning();
  if (!role) return;
  const [created] = await t.ctx.db.insert(sysRole).values({ roleName: userName, roleKey: userName, dataScope: role.dataScope }).returning();
  const menus = await t.ctx.db.select({ id: sysMenu.menuId }).from(sysMenu).where(inArray(sysMenu.perms, role.perms));
  await t.ctx.db.insert(sysRoleMenu).values(menus.map((m) => ({ roleId: created!.roleId, menuId: m.id })));
  await t.ctx.db.insert(sysUserRole).values({ userId: user!.userId, roleId: created!.roleId });
}

const online = async (client: typeof admin) =>
  (await client.get('/monitor/online/list?pageSize=100')).rows as { tokenId: string; userName: string }[];
const stillSignedIn = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: bearer(token) })).json().code === 200;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_ENABLED: 'false' });
  // A user administrator of the freight department and below, who may list and sign out online users.
  await freightStaff('online_keeper', { dataScope: '4', perms: ['monitor:online:list', 'monitor:online:forceLogout'] });
  await freightStaff('freight_colleague');
  admin = await staffClient(t);
  adminElsewhere = (await signIn(t, 'admin', 'admin123')).token!;
  colleague = (await signIn(t, 'freight_colleague', 'admin123')).token!;
  deptAdmin = await staffClient(t, 'online_keeper');
});
afterAll(async () => { await t.close(); });

describe('online users within the data scope', () => {
  it('lists to a department-scoped administrator only the sessions of users in its scope; the super administrator sees all', async () => {
    const seen = new Set((await online(deptAdmin)).map((s) => s.userName));
    expect(seen).toEqual(new Set(['online_keeper', 'freight_colleague']));
    expect((await deptAdmin.get('/monitor/online/list?pageSize=100')).total).toBe(seen.size);
    expect(new Set((await online(admin)).map((s) => s.userName))).toEqual(new Set(['admin', 'online_keeper', 'freight_colleague']));
  });

  it('refuses a department-scoped administrator to sign out the super administrator, who stays signed in', async () => {
    const [session] = (await online(admin)).filter((s) => s.userName === 'admin');
    expect(await deptAdmin.del(`/monitor/online/${session!.tokenId}`)).toEqual({ code: 403, msg: '没有权限访问用户数据！' });
    expect(await stillSignedIn(adminElsewhere)).toBe(true);
    expect(await stillSignedIn(admin.token)).toBe(true);
  });

  it('signs out a user inside the scope', async () => {
    const [session] = (await online(deptAdmin)).filter((s) => s.userName === 'freight_colleague');
    expect(await deptAdmin.del(`/monitor/online/${session!.tokenId}`)).toMatchObject({ code: 200 });
    expect(await stillSignedIn(colleague)).toBe(false);
  });
});

describe('the sign-out command', () => {
  it('checks the permission and the data scope itself, whatever door calls it, and signs nobody out when refused', async () => {
    const [keeper] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'online_keeper'));
    const actor = (permissions: string[]): Actor => ({
      userId: keeper!.userId, userName: 'online_keeper', deptName: '', roles: ['online_keeper'], permissions, request: { method: 'DELETE', route: '', url: '', ip: '' },
    });
    const [session] = (await online(admin)).filter((s) => s.userName === 'admin');
    await expect(onlineCommands.forceLogout(t.ctx, actor(['monitor:online:list']), session!.tokenId)).rejects.toMatchObject({ replyCode: 403, key: 'http.403' });
    await expect(onlineCommands.forceLogout(t.ctx, actor(['monitor:online:forceLogout']), session!.tokenId)).rejects.toMatchObject({ replyCode: 403, key: 'user.dataScope' });
    expect(await stillSignedIn(adminElsewhere)).toBe(true);
    expect(await stillSignedIn(admin.token)).toBe(true);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, signIn, type TestApp } from '../../test/harness';
import { staffWith } from '../../test/api';
import { AjaxResult, ajaxData, ruoyiRefusal, RuoyiTime, tableData } from './replyShapes';
import { ruoyiClient } from './ruoyiClient';

let t: TestApp;
let dataDir: string;
let admin: Awaited<ReturnType<typeof ruoyiClient>>;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'freight-contract-user-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  admin = await ruoyiClient(t);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const Role = z.object({ roleId: z.number(), roleName: z.string(), roleKey: z.string(), status: z.string() }).loose();
const Post = z.object({ postId: z.number(), postName: z.string(), status: z.string() }).loose();
/** A user as SysUser is written: its department as an object (`dept.deptName`), never its password. */
const User = z.object({
  userId: z.number(), deptId: z.number().nullable(), userName: z.string(), nickName: z.string(), phonenumber: z.string().nullable(),
  email: z.string().nullable(), sex: z.string(), status: z.string(), createTime: RuoyiTime, dept: z.object({ deptName: z.string() }).loose().nullable(),
}).loose().refine((user) => !('password' in user), 'the password is never sent');
const UserForm = AjaxResult.extend({ roles: z.array(Role), posts: z.array(Post) });

const options = async () => UserForm.parse(await admin.call({ method: 'GET', url: '/system/user/' }));
const roleNamed = async (roleKey: string) => (await options()).roles.find((r) => r.roleKey === roleKey)!;
const postNamed = async (postCode: string) => (await options()).posts.find((p) => p.postCode === postCode)!;

/** Adds a user as RuoYi-Vue3's dialog does and answers its id. */
async function addStaff(userName: string, extra: Record<string, unknown> = {}) {
  const common = await roleNamed('common');
  AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/user', data: { userName, nickName: userName, password: 'start123', status: '0', postIds: [], roleIds: [common.roleId], ...extra } }));
  const { rows } = await admin.call({ method: 'GET', url: '/system/user/list', params: { pageNum: 1, pageSize: 10, userName } }) as { rows: { userId: number; userName: string }[] };
  return rows.find((r) => r.userName === userName)!.userId;
}

describe('system/user.js', () => {
  it('listUser', async () => {
    const query = { pageNum: 1, pageSize: 10, userName: undefined, phonenumber: undefined, status: undefined, deptId: undefined, params: {} };
    const page = tableData(User).parse(await admin.call({ method: 'GET', url: '/system/user/list', params: query }));
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.rows.find((r) => r.userName === 'admin')).toMatchObject({ userId: 1, dept: { deptName: '研发部门' } });

    // The department tree's click and the date range, as `addDateRange` puts it under `params`.
    const filtered = { ...query, deptId: page.rows.find((r) => r.userName === 'ry')!.deptId, params: { beginTime: '2000-01-01', endTime: '2099-12-31' } };
    const ry = tableData(User).parse(await admin.call({ method: 'GET', url: '/system/user/list', params: filtered }));
    expect(ry.rows.map((r) => r.userName)).toContain('ry');
    expect(ry.rows.map((r) => r.userName)).not.toContain('admin');
  });

  it('getUser', async () => {
    // `getUser()` of the add dialog: `/system/user/` with the roles and posts to choose from.
    const form = await options();
    expect(form.roles.length).toBeGreaterThan(0);
    expect(form.posts.map((p) => p.postCode)).toEqual(expect.arrayContaining(['ceo', 'se']));

    const common = await roleNamed('common');
    const se = await postNamed('se');
    const userId = await addStaff('getuser1', { postIds: [se.postId] });
    const reply = UserForm.extend({ data: User, postIds: z.array(z.number()), roleIds: z.array(z.number()) })
      .parse(await admin.call({ method: 'GET', url: `/system/user/${userId}` }));
    expect(reply).toMatchObject({ data: { userId, userName: 'getuser1', dept: null }, postIds: [se.postId], roleIds: [common.roleId] });
    expect(reply.data.roles).toEqual([expect.objectContaining({ roleId: common.roleId, roleKey: 'common' })]);

    expect((await admin.call({ method: 'GET', url: '/system/user/1' })).data).toMatchObject({ userName: 'admin', dept: { deptName: '研发部门' } });
  });

  it('addUser', async () => {
    const common = await roleNamed('common');
    const form = { deptId: undefined, userName: 'adduser1', nickName: '新人', password: 'start123', phonenumber: undefined, email: undefined, sex: undefined,
      status: '0', remark: undefined, postIds: [], roleIds: [common.roleId] };
    expect(AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/user', data: form })).msg).toBe('操作成功');
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'POST', url: '/system/user', data: form })).msg).toBe("新增用户'adduser1'失败，登录账号已存在");
    expect((await signIn(t, 'adduser1', 'start123')).code).toBe(200);
  });

  it('updateUser', async () => {
    const userId = await addStaff('edituser1');
    // handleUpdate: the reply's user with its post and role ids, and an empty password the dialog does not show.
    const read = await admin.call({ method: 'GET', url: `/system/user/${userId}` });
    const form = { ...(read.data as object), postIds: read.postIds, roleIds: read.roleIds, password: '', nickName: '改名', phonenumber: '13800000077' };
    expect(AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/user', data: form })).msg).toBe('操作成功');
    expect((await admin.call({ method: 'GET', url: `/system/user/${userId}` })).data).toMatchObject({ nickName: '改名', phonenumber: '13800000077' });
    // The empty password left the password as it was.
    expect((await signIn(t, 'edituser1', 'start123')).code).toBe(200);
  });

  it('delUser', async () => {
    const first = await addStaff('deluser1');
    const second = await addStaff('deluser2');
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/system/user/${[first, second]}` }));
    expect((await signIn(t, 'deluser1', 'start123')).code).toBe(500);
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'DELETE', url: '/system/user/1' })).msg).toBe('当前用户不能删除');
  });

  it('resetUserPwd', async () => {
    const userId = await addStaff('resetuser1');
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/user/resetPwd', data: { userId, password: 'other123' } }));
    expect((await signIn(t, 'resetuser1', 'start123')).code).toBe(500);
    expect((await signIn(t, 'resetuser1', 'other123')).code).toBe(200);
  });

  it('changeUserStatus', async () => {
    const userId = await addStaff('statususer1');
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/user/changeStatus', data: { userId, status: '1' } }));
    expect((await admin.call({ method: 'GET', url: `/system/user/${userId}` })).data).toMatchObject({ status: '1' });
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'PUT', url: '/system/user/changeStatus', data: { userId: 1, status: '1' } })).code).toBe(500);
  });

  it('getUserProfile', async () => {
    const reply = ajaxData(User).extend({ roleGroup: z.string(), postGroup: z.string() })
      .parse(await admin.call({ method: 'GET', url: '/system/user/profile' }));
    expect(reply).toMatchObject({ data: { userName: 'admin', dept: { deptName: '研发部门' } }, roleGroup: '超级管理员', postGroup: '董事长' });
  });

  it('updateUserProfile', async () => {
    await addStaff('profile1');
    const staff = await ruoyiClient(t, 'profile1', 'start123');
    const form = { nickName: '自己改', phonenumber: '13800000078', email: 'profile1@example.com', sex: '1' };
    AjaxResult.parse(await staff.call({ method: 'PUT', url: '/system/user/profile', data: form }));
    expect((await staff.call({ method: 'GET', url: '/system/user/profile' })).data).toMatchObject(form);
  });

  it('updateUserPwd', async () => {
    // An administrator's reset must be replaced first: getInfo says so, and the prompt's way to the profile page works.
    const userId = await addStaff('pwduser1');
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/user/resetPwd', data: { userId, password: 'reset123' } }));
    const staff = await ruoyiClient(t, 'pwduser1', 'reset123');
    expect(await staff.call({ method: 'GET', url: '/getInfo' })).toMatchObject({ code: 200, isDefaultModifyPwd: true, isPasswordExpired: true });
    expect((await staff.call({ method: 'GET', url: '/getRouters' })).code).toBe(200);
    expect((await staff.call({ method: 'GET', url: '/system/user/profile' })).code).toBe(200);
    expect(ruoyiRefusal(601).parse(await staff.call({ method: 'GET', url: '/system/user/deptTree' })).code).toBe(601);

    // resetPwd.vue sends the old and the new password, not its confirmation.
    const change = (oldPassword: string, newPassword: string) =>
      staff.call({ method: 'PUT', url: '/system/user/profile/updatePwd', data: { oldPassword, newPassword } });
    expect(ruoyiRefusal(500).parse(await change('wrong1', 'Harbor#2026')).msg).toBe('修改密码失败，旧密码错误');
    expect(AjaxResult.parse(await change('reset123', 'Harbor#2026')).msg).toBe('操作成功');
    expect(await staff.call({ method: 'GET', url: '/getInfo' })).toMatchObject({ isDefaultModifyPwd: false, isPasswordExpired: false });
    expect((await signIn(t, 'pwduser1', 'Harbor#2026')).code).toBe(200);
  });

  it('uploadAvatar', async () => {
    await addStaff('avatar1');
    const staff = await ruoyiClient(t, 'avatar1', 'start123');
    // The cropper's PNG blob, named after the picture chosen (any extension) or `avatar` when none was.
    const cropped = await sharp({ create: { width: 200, height: 200, channels: 4, background: '#409EFF' } }).png().toBuffer();
    for (const filename of ['photo.jpg', 'avatar']) {
      const reply = AjaxResult.extend({ imgUrl: z.string() }).parse(await staff.call({
        method: 'POST', url: '/system/user/profile/avatar', file: { field: 'avatarfile', filename, type: 'image/png', content: cropped },
      }));
      expect(reply.imgUrl).toMatch(/^\/profile\/avatar\/.+\.png$/);
      // The store and the cropper show `VITE_APP_BASE_API + imgUrl`.
      const image = await t.app.inject({ method: 'GET', url: `/api${reply.imgUrl}` });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect((await staff.call({ method: 'GET', url: '/getInfo' })).user).toMatchObject({ avatar: reply.imgUrl });
    }
    const notAPicture = { field: 'avatarfile', filename: 'avatar', type: 'image/png', content: Buffer.from('not a picture') };
    expect(ruoyiRefusal(500).parse(await staff.call({ method: 'POST', url: '/system/user/profile/avatar', file: notAPicture })).code).toBe(500);
  });

  it('getAuthRole', async () => {
    const userId = await addStaff('authrole1');
    const reply = AjaxResult.extend({
      user: z.object({ userId: z.number(), userName: z.string(), nickName: z.string() }).loose(),
      roles: z.array(Role.extend({ createTime: RuoyiTime, flag: z.boolean() })),
    }).parse(await admin.call({ method: 'GET', url: `/system/user/authRole/${userId}` }));
    expect(reply.user).toMatchObject({ userId, userName: 'authrole1' });
    expect(reply.roles.filter((r) => r.flag).map((r) => r.roleKey)).toEqual(['common']);
  });

  it('updateAuthRole', async () => {
    const userId = await addStaff('authrole2');
    // A staff member who may read users but not assign roles, with a role of their own to hand out.
    await staffWith(t, 'authviewer', ['system:user:query']);
    const lacking = await ruoyiClient(t, 'authviewer', 'admin123');
    const common = await roleNamed('common');
    const viewers = await roleNamed('authviewer');
    const held = async () => ((await admin.call({ method: 'GET', url: `/system/user/${userId}` })).roleIds as number[]).sort();
    // authRole.vue: `updateAuthRole({ userId, roleIds: rIds })` with the ids joined by commas, in the query string.
    const assign = (client: typeof admin, roleIds: string) => client.call({ method: 'PUT', url: '/system/user/authRole', params: { userId, roleIds } });
    AjaxResult.parse(await assign(admin, [common.roleId, viewers.roleId].join(',')));
    expect(await held()).toEqual([common.roleId, viewers.roleId].sort());
    AjaxResult.parse(await assign(admin, ''));
    expect(await held()).toEqual([]);

    // The query form meets the body form's checks: the permission, and the same answer to bad input.
    const asBody = (client: typeof admin, roleIds: string) => client.call({ method: 'PUT', url: '/system/user/authRole', data: { userId, roleIds } });
    expect(ruoyiRefusal(403).parse(await assign(lacking, String(common.roleId)))).toEqual(await asBody(lacking, String(common.roleId)));
    const badInput = await assign(admin, 'x');
    expect(badInput.code).not.toBe(200);
    expect(badInput).toEqual(await asBody(admin, 'x'));
    expect(await held()).toEqual([]);
  });

  it('deptTreeSelect', async () => {
    type Node = { id: number; label: string; disabled?: boolean; children?: Node[] };
    const node: z.ZodType<Node> = z.lazy(() => z.object({ id: z.number(), label: z.string(), disabled: z.boolean().optional(), children: z.array(node).optional() }));
    const { data } = ajaxData(z.array(node)).parse(await admin.call({ method: 'GET', url: '/system/user/deptTree' }));
    expect(data[0]).toMatchObject({ label: '寰宇运价', children: expect.arrayContaining([expect.objectContaining({ label: '上海总部' })]) });
  });
});

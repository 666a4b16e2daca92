import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signIn, type TestApp } from '../../test/harness';
import { AjaxResult, ajaxData, ruoyiRefusal, RuoyiTime } from './replyShapes';
import { type RuoyiClient, ruoyiClient, startRuoyiApp } from './ruoyiClient';

/**
 * The pages of RuoYi-Vue3 3.9 (its `src/views/**` files, which permission.js `loadView` finds by these names), to check
 * that the routes it is given load pages it has.
 */
const ruoyiViews = new Set([
  'system/user/index', 'system/user/authRole', 'system/user/profile/index', 'system/role/index', 'system/role/authUser',
  'system/menu/index', 'system/dept/index', 'system/post/index', 'system/dict/index', 'system/dict/data', 'system/config/index',
  'system/notice/index', 'monitor/operlog/index', 'monitor/logininfor/index', 'monitor/online/index', 'monitor/job/index',
  'monitor/job/log', 'monitor/server/index', 'monitor/cache/index', 'monitor/cache/list', 'monitor/druid/index',
  'tool/gen/index', 'tool/gen/editTable', 'tool/gen/importTable', 'tool/build/index', 'tool/swagger/index',
]);
/** Pages the product adds under RuoYi's own menus, which only our back office has. */
const ourPages = ['monitor/mail/index'];

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

/** A new staff member with role common and this password, added as RuoYi-Vue3's user dialog adds one. */
async function newStaff(userName: string, password = 'start123') {
  const roles = (await admin.call({ method: 'GET', url: '/system/user/' })).roles as { roleId: number; roleKey: string }[];
  const common = roles.find((r) => r.roleKey === 'common')!;
  expect(await admin.call({ method: 'POST', url: '/system/user', data: { userName, nickName: userName, password, status: '0', postIds: [], roleIds: [common.roleId] } }))
    .toMatchObject({ code: 200 });
}

/** The captcha's answer, read from the shared store as only a test may. */
const captchaAnswer = async (uuid: string) => (await t.kv.get(`captcha:${uuid}`))!;

describe('login.js', () => {
  it('getCodeImg', async () => {
    const reply = await admin.call({ method: 'GET', url: '/captchaImage', withoutToken: true });
    const captcha = AjaxResult.extend({ captchaEnabled: z.literal(true), uuid: z.string().min(1), img: z.string() }).parse(reply);
    // login.vue shows `"data:image/gif;base64," + res.img`: bare base64 of a picture the browser can draw.
    expect(captcha.img).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const picture = Buffer.from(captcha.img, 'base64');
    expect(picture.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(await sharp(picture).metadata()).toMatchObject({ format: 'gif', width: 120, height: 40 });
  });

  it('login', async () => {
    const captcha = await admin.call({ method: 'GET', url: '/captchaImage', withoutToken: true });
    const uuid = captcha.uuid as string;
    const code = await captchaAnswer(uuid);
    const reply = await admin.call({ method: 'POST', url: '/login', withoutToken: true, data: { username: 'admin', password: 'admin123', code, uuid } });
    expect(AjaxResult.extend({ token: z.string().min(1) }).parse(reply).msg).toBe('操作成功');

    const again = await admin.call({ method: 'GET', url: '/captchaImage', withoutToken: true });
    const wrong = { username: 'admin', password: 'wrong', code: await captchaAnswer(again.uuid as string), uuid: again.uuid };
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'POST', url: '/login', withoutToken: true, data: wrong })).msg).toBe('用户不存在/密码错误');
  });

  it('register', async () => {
    const form = async (username: string) => {
      const captcha = await admin.call({ method: 'GET', url: '/captchaImage', withoutToken: true });
      return { username, password: 'secret1', confirmPassword: 'secret1', code: await captchaAnswer(captcha.uuid as string), uuid: captcha.uuid };
    };
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'POST', url: '/register', withoutToken: true, data: await form('newcomer') })).msg)
      .toBe('当前系统没有开启注册功能！');
    await t.ctx.db.execute(sql`update sys_config set config_value = 'true' where config_key = 'sys.account.registerUser'`);
    await t.kv.del('sys_config:sys.account.registerUser');
    AjaxResult.parse(await admin.call({ method: 'POST', url: '/register', withoutToken: true, data: await form('newcomer') }));
    expect((await signIn(t, 'newcomer', 'secret1')).code).toBe(200);
  });

  it('getInfo', async () => {
    const info = AjaxResult.extend({
      user: z.object({
        userId: z.number(), userName: z.string(), nickName: z.string(), avatar: z.string(), createTime: RuoyiTime,
        dept: z.object({ deptName: z.string() }).nullable(),
      }).loose(),
      roles: z.array(z.string()).min(1),
      permissions: z.array(z.string()),
      isDefaultModifyPwd: z.boolean(),
      isPasswordExpired: z.boolean(),
    });
    const reply = info.parse(await admin.call({ method: 'GET', url: '/getInfo' }));
    expect(reply).toMatchObject({ user: { userId: 1, userName: 'admin' }, roles: ['admin'], permissions: ['*:*:*'], isDefaultModifyPwd: false, isPasswordExpired: false });
    expect(reply.user.password).toBeUndefined();

    // A password an administrator reset must be changed: the store's prompt reads these two flags.
    await newStaff('getinfo1');
    // PostgreSQL's driver gives a bigint as text; the id is a number in every reply.
    const userId = Number((await t.ctx.db.execute<{ userId: string | number }>(sql`select user_id as "userId" from sys_user where user_name = 'getinfo1'`)).rows[0]!.userId);
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/user/resetPwd', data: { userId, password: 'reset123' } }));
    const reset = await ruoyiClient(t, 'getinfo1', 'reset123');
    expect(info.parse(await reset.call({ method: 'GET', url: '/getInfo' }))).toMatchObject({ roles: ['common'], isDefaultModifyPwd: true, isPasswordExpired: true });
  });

  it('unlockScreen', async () => {
    await newStaff('locked1', 'lock123');
    const staff = await ruoyiClient(t, 'locked1', 'lock123');
    const unlock = (password: string) => staff.call({ method: 'POST', url: '/unlockscreen', data: { password } });
    expect(AjaxResult.parse(await unlock('lock123')).msg).toBe('解锁成功');
    expect(ruoyiRefusal(500).parse(await unlock('nope')).msg).toBe('密码错误，请重新输入');

    // Not a password oracle: the sign-in's lock-out counts these tries and locks both doors alike.
    for (let i = 0; i < 3; i++) await unlock('nope');
    expect(ruoyiRefusal(500).parse(await unlock('nope')).msg).toMatch(/^密码输入错误5次，帐户锁定/);
    expect((await unlock('lock123')).msg).toMatch(/^密码输入错误5次，帐户锁定/);
    expect((await signIn(t, 'locked1', 'lock123')).msg).toMatch(/^密码输入错误5次，帐户锁定/);
  });

  it('logout', async () => {
    const leaving = await ruoyiClient(t);
    expect(AjaxResult.parse(await leaving.call({ method: 'POST', url: '/logout' })).msg).toBe('退出成功');
    expect(ruoyiRefusal(401).parse(await leaving.call({ method: 'GET', url: '/getInfo' })).code).toBe(401);
  });
});

describe('menu.js', () => {
  it('getRouters', async () => {
    type Router = { name?: string; path: string; hidden: boolean; redirect?: string; component?: string; alwaysShow?: boolean; query?: string;
      meta?: { title: string; icon: string; noCache: boolean; link: string | null } | null; children?: Router[] };
    const router: z.ZodType<Router> = z.lazy(() => z.object({
      name: z.string().optional(), path: z.string(), hidden: z.boolean(), redirect: z.string().optional(), component: z.string().optional(),
      alwaysShow: z.boolean().optional(), query: z.string().optional(),
      meta: z.object({ title: z.string(), icon: z.string(), noCache: z.boolean(), link: z.string().nullable() }).nullish(),
      children: z.array(router).optional(),
    }));
    const { data } = ajaxData(z.array(router)).parse(await admin.call({ method: 'GET', url: '/getRouters' }));
    const system = data.find((r) => r.path === '/system')!;
    expect(system).toMatchObject({ hidden: false, redirect: 'noRedirect', component: 'Layout', alwaysShow: true, meta: { title: '系统管理', icon: 'system', noCache: false, link: null } });
    expect(system.children).toContainEqual(expect.objectContaining({ name: 'User', path: 'user', component: 'system/user/index', meta: expect.objectContaining({ title: '用户管理' }) }));

    // Every page of RuoYi's own menus is one RuoYi-Vue3 has, under the name its `loadView` looks for.
    const pages = (routes: Router[]): string[] => routes.flatMap((r) => [
      ...(r.component && !['Layout', 'ParentView', 'InnerLink'].includes(r.component) ? [r.component] : []), ...pages(r.children ?? []),
    ]);
    const ruoyiPages = pages(data.filter((r) => ['/system', '/monitor', '/tool'].includes(r.path)));
    expect(ruoyiPages.length).toBeGreaterThan(10);
    expect(ruoyiPages.filter((page) => !ourPages.includes(page) && !ruoyiViews.has(page))).toEqual([]);
  });
});

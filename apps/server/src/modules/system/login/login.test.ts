import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { sysLogininfor, sysUser } from '../../../db/schema/index';
import { bearer, createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { lastOperation, staffWith } from '../../../../test/api';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });
const lastLoginLog = async () => (await t.ctx.db.select().from(sysLogininfor).orderBy(desc(sysLogininfor.infoId)).limit(1))[0]!;

describe('captcha', () => {
  it('is on by default and hands out an image and a uuid', async () => {
    const reply = (await t.app.inject({ method: 'GET', url: '/api/captchaImage' })).json();
    expect(reply).toMatchObject({ code: 200, captchaEnabled: true, registerEnabled: false });
    expect(Buffer.from(reply.img, 'base64').subarray(0, 6).toString()).toBe('GIF89a');
    expect(reply.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a missing, wrong, reused or expired answer', async () => {
    const { uuid } = (await t.app.inject({ method: 'GET', url: '/api/captchaImage' })).json();
    expect((await post('/api/login', { username: 'admin', password: 'admin123', uuid })).json()).toEqual({ code: 500, msg: '请输入验证码' });
    expect((await post('/api/login', { username: 'admin', password: 'admin123', uuid, code: 'zzzz' })).json().msg).toBe('验证码错误');
    // the wrong answer used it up
    const answerGone = await t.kv.get(`captcha:${uuid}`);
    expect(answerGone).toBeNull();
    expect((await post('/api/login', { username: 'admin', password: 'admin123', uuid, code: 'zzzz' })).json().msg).toBe('验证码已失效');

    const fresh = (await t.app.inject({ method: 'GET', url: '/api/captchaImage' })).json();
    const answer = (await t.kv.get(`captcha:${fresh.uuid}`))!;
    expect(await t.kv.ttl(`captcha:${fresh.uuid}`)).toBeLessThanOrEqual(120);
    await t.kv.expire(`captcha:${fresh.uuid}`, -1);
    await t.kv.del(`captcha:${fresh.uuid}`);
    expect((await post('/api/login', { username: 'admin', password: 'admin123', uuid: fresh.uuid, code: answer }, { 'accept-language': 'en-US' })).json().msg)
      .toBe('The captcha has expired');
  });
});

describe('login', () => {
  it('signs in with the right password and writes the login log', async () => {
    const reply = await signIn(t, 'admin', 'admin123');
    expect(reply.code).toBe(200);
    expect(reply.token).toBeTruthy();
    const log = await lastLoginLog();
    expect(log).toMatchObject({ userName: 'admin', status: '0' });
  });

  it('names the missing field in the caller language and writes nothing', async () => {
    const before = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(sysLogininfor);
    expect((await post('/api/login', { password: 'x' })).json()).toEqual({ code: 400, msg: '请输入您的账号' });
    expect((await post('/api/login', { username: 'admin' }, { 'accept-language': 'en' })).json()).toEqual({ code: 400, msg: 'Please enter your password' });
    expect((await post('/api/login', { username: 'admin' }, { 'accept-language': 'ru' })).json().msg).toBe('Введите пароль');
    const after = await t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(sysLogininfor);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('locks the account at one address for 10 minutes after 5 wrong passwords there, saying when to retry', async () => {
    for (let i = 1; i <= 4; i++) expect((await signIn(t, 'ry', 'wrong')).msg).toBe('用户不存在/密码错误');
    expect((await signIn(t, 'ry', 'wrong')).msg).toBe('密码输入错误5次，帐户锁定，请10分钟后再试');
    const locked = await signIn(t, 'ry', 'admin123');
    expect(locked).toMatchObject({ code: 500, msg: '密码输入错误5次，帐户锁定，请10分钟后再试' });
    expect(await t.kv.ttl('pwd_err_cnt:ry:127.0.0.1')).toBeGreaterThan(590);
    expect((await lastLoginLog()).status).toBe('1');
    expect((await signIn(t, 'ry', 'admin123', '10.1.2.3')).code).toBe(200);
    await t.kv.del('pwd_err_cnt:ry:127.0.0.1');
    expect((await signIn(t, 'ry', 'admin123')).code).toBe(200);
  });

  it('slows the account down, without locking its owner out, when wrong passwords come from many addresses', async () => {
    for (let i = 0; i < 8; i++) expect((await signIn(t, 'ry', 'wrong', `10.9.0.${i}`)).msg).toBe('用户不存在/密码错误');
    const started = performance.now();
    expect((await signIn(t, 'ry', 'admin123', '10.1.2.3')).code).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(3 * 250 - 20);
    expect(await t.kv.get('pwd_err_all:ry')).toBeNull();
  });

  it('refuses a disabled account', async () => {
    await t.ctx.db.update(sysUser).set({ status: '1' }).where(eq(sysUser.userName, 'ry'));
    expect((await signIn(t, 'ry', 'admin123')).msg).toBe('对不起，您的账号已停用');
    await t.ctx.db.update(sysUser).set({ status: '0' }).where(eq(sysUser.userName, 'ry'));
  });
});

describe('session', () => {
  it('getInfo and getRouters answer for the token, and stop at once after logout', async () => {
    const { token } = await signIn(t, 'admin', 'admin123');
    const info = (await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: bearer(token!) })).json();
    expect(info).toMatchObject({ code: 200, roles: ['admin'], permissions: ['*:*:*'] });
    expect(info.user.userName).toBe('admin');
    expect(info.user.password).toBeUndefined();

    const routers = (await t.app.inject({ method: 'GET', url: '/api/getRouters', headers: bearer(token!) })).json();
    const system = routers.data.find((r: { path: string }) => r.path === '/system');
    expect(system).toMatchObject({ component: 'Layout', alwaysShow: true, redirect: 'noRedirect', meta: { title: '系统管理' } });
    const log = system.children.find((r: { path: string }) => r.path === 'log');
    expect(log.component).toBe('ParentView');
    const authRole = system.children.find((r: { path: string }) => r.path === 'user-auth/role/:userId');
    expect(authRole).toMatchObject({ hidden: true, component: 'system/user/authRole' });

    expect((await post('/api/logout', {}, bearer(token!))).json().code).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: bearer(token!) })).json()).toEqual({ code: 401, msg: '认证失败，无法访问系统资源' });
  });

  it('gives the narrower role only its menus, in the caller language', async () => {
    const { token } = await signIn(t, 'ry', 'admin123');
    const info = (await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: bearer(token!) })).json();
    expect(info.roles).toEqual(['common']);
    expect(info.permissions).toContain('freight:seaRate:list');
    expect(info.permissions).not.toContain('freight:seaRate:remove');
    const routers = (await t.app.inject({ method: 'GET', url: '/api/getRouters', headers: { ...bearer(token!), 'accept-language': 'en-US' } })).json();
    const paths = routers.data.map((r: { path: string }) => r.path);
    expect(paths).toEqual(['/freight', '/inquiry']);
    const freight = routers.data[0];
    expect(freight.meta.title).toBe('Freight');
    expect(freight.children.map((c: { path: string }) => c.path)).not.toContain('carrier');
  });

  it('refuses a missing, forged or foreign token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo' })).json().code).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: bearer('abc.def.ghi') })).json().code).toBe(401);
    const portalToken = await t.ctx.tokens.issue('some-session', 'portal');
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: bearer(portalToken) })).json().code).toBe(401);
  });
});

describe('register', () => {
  it('is refused while sys.account.registerUser is false', async () => {
    const reply = (await post('/api/register', { username: 'newbie', password: 'secret1', confirmPassword: 'secret1' })).json();
    expect(reply).toEqual({ code: 500, msg: '当前系统没有开启注册功能！' });
  });

  it('applies the §5 rules, then registers once', async () => {
    await t.ctx.db.execute(sql`update sys_config set config_value = 'true' where config_key = 'sys.account.registerUser'`);
    await t.kv.del('sys_config:sys.account.registerUser');
    const register = async (payload: object) => {
      const captcha = (await t.app.inject({ method: 'GET', url: '/api/captchaImage' })).json();
      expect(captcha.registerEnabled).toBe(true);
      const code = await t.kv.get(`captcha:${captcha.uuid}`);
      return (await post('/api/register', { ...payload, uuid: captcha.uuid, code }, { 'accept-language': 'en' })).json();
    };
    expect((await register({ username: 'a', password: 'secret1', confirmPassword: 'secret1' })).msg).toBe('The account must be 2 to 20 characters long');
    expect((await register({ username: 'newbie', password: 'abc', confirmPassword: 'abc' })).msg).toBe('The password must be 5 to 20 characters long');
    expect((await register({ username: 'newbie', password: 'ab<cd1', confirmPassword: 'ab<cd1' })).msg).toMatch(/Must not contain/);
    expect((await register({ username: 'newbie', password: 'secret1', confirmPassword: 'secret2' })).msg).toBe('The two passwords entered do not match');
    expect((await register({ username: 'newbie', password: 'secret1', confirmPassword: 'secret1' })).code).toBe(200);
    expect((await register({ username: 'newbie', password: 'secret1', confirmPassword: 'secret1' })).msg).toBe("Cannot save user 'newbie': the account already exists");
    // The user dialog's rules: a name that looks like another account's is refused too.
    expect((await register({ username: 'adrnin', password: 'secret1', confirmPassword: 'secret1' })).msg).toMatch(/adrnin.*admin/);
    expect((await signIn(t, 'newbie', 'secret1')).code).toBe(200);
  });
});

describe('bad input', () => {
  it('answers malformed JSON, oversized bodies and unknown routes clearly', async () => {
    const malformed = await t.app.inject({ method: 'POST', url: '/api/login', payload: '{"username":', headers: { 'content-type': 'application/json', 'accept-language': 'en' } });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 400, msg: 'The request body is not valid JSON' });
    const huge = await t.app.inject({ method: 'POST', url: '/api/login', payload: JSON.stringify({ username: 'x'.repeat(6 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().msg).toBe('请求内容过大');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no/such/thing', headers: { 'accept-language': 'ru' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 404, msg: 'Адрес не существует: /api/no/such/thing' });
    const wrongType = (await post('/api/login', { username: 42, password: 'x' }, { 'accept-language': 'en' })).json();
    expect(wrongType).toEqual({ code: 400, msg: 'Please enter your account' });
  });
});

describe('permission guard', () => {
  it('lets a permission through and refuses a missing one, and forced logout ends a session at once', async () => {
    const admin = (await signIn(t, 'admin', 'admin123')).token!;
    const watcher = (await staffWith(t, 'watcher', ['monitor:online:list'])).token;
    const list = (await t.app.inject({ method: 'GET', url: '/api/monitor/online/list', headers: bearer(watcher) })).json();
    expect(list.code).toBe(200);
    const watcherRow = list.rows.find((r: { userName: string }) => r.userName === 'watcher');
    const denied = (await t.app.inject({ method: 'DELETE', url: `/api/monitor/online/${watcherRow.tokenId}`, headers: bearer(watcher) })).json();
    expect(denied).toEqual({ code: 403, msg: '当前操作没有权限' });
    const refusal = await lastOperation(t, '在线用户', 0);
    expect(refusal).toMatchObject({ operName: 'watcher', status: '1' });
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: bearer(watcher) })).json().code).toBe(200);
    const forced = (await t.app.inject({ method: 'DELETE', url: `/api/monitor/online/${watcherRow.tokenId}`, headers: bearer(admin) })).json();
    expect(forced.code).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: bearer(watcher) })).json().code).toBe(401);
    expect(await lastOperation(t, '在线用户', refusal.operId)).toMatchObject({ businessType: 7, operName: 'admin', status: '0', operUrl: `/api/monitor/online/${watcherRow.tokenId}` });
  });
});

describe('login rate limit', () => {
  it('answers 429 past the per-address limit', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3', CAPTCHA_ENABLED: 'false' });
    try {
      const attempt = () => limited.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'nobody', password: 'x' } });
      for (let i = 0; i < 3; i++) expect((await attempt()).json().msg).toBe('用户不存在/密码错误');
      const refused = await attempt();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: 429, msg: '访问过于频繁，请稍候再试' });
      expect((await limited.app.inject({ method: 'GET', url: '/api/captchaImage' })).json().captchaEnabled).toBe(false);
    } finally {
      await limited.close();
    }
  });

  it('counts the lock screen’s tries with the sign-ins of the address', async () => {
    const limited = await createTestApp({ LOGIN_RATE_LIMIT: '3', CAPTCHA_ENABLED: 'false' });
    try {
      const { token } = await signIn(limited, 'admin', 'admin123');
      const unlock = () => limited.app.inject({ method: 'POST', url: '/api/unlockscreen', headers: bearer(token!), payload: { password: 'admin123' } });
      expect((await unlock()).json()).toEqual({ code: 200, msg: '解锁成功' });
      expect((await unlock()).json().code).toBe(200);
      expect((await unlock()).statusCode).toBe(429);
      expect((await limited.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'admin123' } })).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

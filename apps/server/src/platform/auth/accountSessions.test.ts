import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer, sysRole, sysUser } from '../../db/schema/index';
import { issuePortalCredentials } from '../gateway/index';
import { callGateway, envelopeFor, type Credentials } from '../../modules/portal/gateway/testing';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/harness';
import { staffClient, staffWith } from '../../../test/api';
import { CookieJar, pkcePair, signOnCode } from '../../../test/signOn';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
const userId = async (userName: string) => (await t.ctx.db.select({ id: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, userName)))[0]!.id;

beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_ENABLED: 'false' });
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const rateList = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/freight/seaRate/list?pageSize=1', headers: bearer(token) })).json();

describe('permissions are read from current data on every request', () => {
  it('a role taken away, or disabled, stops granting on the very next request', async () => {
    const { token } = await signIn(t, 'ry', 'admin123');
    expect((await rateList(token!)).code).toBe(200);
    const [common] = await t.ctx.db.select().from(sysRole).where(eq(sysRole.roleKey, 'common'));
    const ry = await userId('ry');

    expect(await admin.put(`/system/role/authUser/cancel`, { roleId: common!.roleId, userId: ry })).toMatchObject({ code: 200 });
    expect((await rateList(token!)).code).toBe(403);
    expect(await admin.put(`/system/role/authUser/selectAll?roleId=${common!.roleId}&userIds=${ry}`, {})).toMatchObject({ code: 200 });
    expect((await rateList(token!)).code).toBe(200);

    expect(await admin.put('/system/role/changeStatus', { roleId: common!.roleId, status: '1' })).toMatchObject({ code: 200 });
    expect((await rateList(token!)).code).toBe(403);
    expect(await admin.put('/system/role/changeStatus', { roleId: common!.roleId, status: '0' })).toMatchObject({ code: 200 });
    expect((await rateList(token!)).code).toBe(200);
  });
});

describe('disabling, deleting or resetting the password of an account ends its sessions at once', () => {
  it('ends a staff member\'s sessions when disabled, and when their password is reset they must choose a new one', async () => {
    const ry = await userId('ry');
    const { token } = await signIn(t, 'ry', 'admin123');
    expect(await admin.put('/system/user/changeStatus', { userId: ry, status: '1' })).toMatchObject({ code: 200 });
    expect((await rateList(token!)).code).toBe(401);
    expect(await admin.put('/system/user/changeStatus', { userId: ry, status: '0' })).toMatchObject({ code: 200 });

    const { token: second } = await signIn(t, 'ry', 'admin123');
    expect(await admin.put('/system/user/resetPwd', { userId: ry, password: 'Reset#2026a' })).toMatchObject({ code: 200 });
    expect((await rateList(second!)).code).toBe(401);
    const { token: third } = await signIn(t, 'ry', 'Reset#2026a');
    expect((await rateList(third!)).code).toBe(601);
    const info = (await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: bearer(third!) })).json();
    expect(info.isPasswordExpired).toBe(true);
  });

  it('ends a portal customer\'s gateway and sign-on sessions when disabled or their password is reset', async () => {
    const demo = await userId('demo');
    const [user] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userId, demo));
    const open = () => issuePortalCredentials(t.ctx, { usercode: 'demo', isAnonymous: false, userId: demo, customerId: user!.customerId!, userType: 'C' });
    const call = (credentials: Credentials) => callGateway(t, 'callYhApi', envelopeFor(credentials), bearer(credentials.token));

    const jar = new CookieJar();
    expect((await signOnCode(t, 'demo', 'demo123', { challenge: pkcePair().challenge, jar })).code).toBeTruthy();
    expect(await t.kv.keys(`oidc:account:${demo}:`)).not.toEqual([]);
    const portal = await open();
    expect((await call(portal)).code).toBe(200);

    expect(await admin.put('/freight/customer/user/changeStatus', { userId: demo, status: '1' })).toMatchObject({ code: 200 });
    expect(await call(portal)).toMatchObject({ code: 401, status: 'error' });
    expect(await t.kv.keys(`oidc:account:${demo}:`)).toEqual([]);
    expect(await admin.put('/freight/customer/user/changeStatus', { userId: demo, status: '0' })).toMatchObject({ code: 200 });

    const again = await open();
    expect((await call(again)).code).toBe(200);
    expect(await admin.put('/freight/customer/user/resetPwd', { userId: demo, password: 'Reset#2026b' })).toMatchObject({ code: 200 });
    expect(await call(again)).toMatchObject({ code: 401, status: 'error' });
    expect((await call(await open())).code).toBe(200);
  });
});

/** A portal customer's gateway credentials, opened as the sign-in exchange opens them. */
async function portalCredentials(userName: string) {
  const [user] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, userName));
  return issuePortalCredentials(t.ctx, { usercode: userName, isAnonymous: false, userId: user!.userId, customerId: user!.customerId!, userType: 'C' });
}
const gatewayCall = (credentials: Credentials) => callGateway(t, 'callYhApi', envelopeFor(credentials), bearer(credentials.token));
const getInfo = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: bearer(token) })).json();

/** A silent sign-on (prompt=none) in the browser whose cookies `jar` holds: the code it brings, or the error that refuses it. */
async function silentSignOn(jar: CookieJar) {
  const query = new URLSearchParams({
    client_id: 'freight-portal', redirect_uri: 'http://localhost:8080/', response_type: 'code', scope: 'openid profile', state: 'silent',
    code_challenge: pkcePair().challenge, code_challenge_method: 'S256', prompt: 'none',
  });
  const reply = jar.absorb(await t.app.inject({ method: 'GET', url: `/api/sso/auth?${query}`, headers: { cookie: jar.header(), host: 'localhost:8080' } }));
  const back = new URL(String(reply.headers.location), 'http://localhost:8080');
  return { code: back.searchParams.get('code'), error: back.searchParams.get('error') };
}

/** A browser signed in on the sign-on service, its silent sign-on working. */
async function signedInBrowser(userName: string, password: string) {
  const jar = new CookieJar();
  expect((await signOnCode(t, userName, password, { challenge: pkcePair().challenge, jar })).code).toBeTruthy();
  expect((await silentSignOn(jar)).code).toBeTruthy();
  return jar;
}

describe('every way an account is disabled or its password changed ends its other sessions everywhere', () => {
  it('ends a staff member\'s sessions when disabled through the edit dialog', async () => {
    await staffWith(t, 'edit_disabled');
    const [user] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'edit_disabled'));
    const { token } = await signIn(t, 'edit_disabled', 'admin123');
    // Staff use the portal too, through the same sign-on.
    const portal = await issuePortalCredentials(t.ctx, { usercode: 'edit_disabled', isAnonymous: false, userId: user!.userId, userType: 'U' });
    expect((await getInfo(token!)).code).toBe(200);
    expect((await gatewayCall(portal)).code).toBe(200);
    expect(await admin.put('/system/user', { userId: user!.userId, userName: user!.userName, nickName: user!.nickName, status: '1', version: user!.version }))
      .toMatchObject({ code: 200 });
    expect((await getInfo(token!)).code).toBe(401);
    expect(await gatewayCall(portal)).toMatchObject({ code: 401, status: 'error' });
  });

  it('keeps the back-office session that changes its own password and ends the others, in the profile and on the user screen', async () => {
    const owner = await staffWith(t, 'own_password', ['system:user:resetPwd']);
    const { token: other } = await signIn(t, 'own_password', 'admin123');
    expect(await owner.put('/system/user/profile/updatePwd', { oldPassword: 'admin123', newPassword: 'Owner#2026a', confirmPassword: 'Owner#2026a' })).toMatchObject({ code: 200 });
    expect((await getInfo(owner.token)).code).toBe(200);
    expect((await getInfo(other!)).code).toBe(401);

    const { token: third } = await signIn(t, 'own_password', 'Owner#2026a');
    const [me] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'own_password'));
    expect(await owner.put('/system/user/resetPwd', { userId: me!.userId, password: 'Owner#2026b' })).toMatchObject({ code: 200 });
    expect((await getInfo(owner.token)).code).not.toBe(401);
    expect((await getInfo(third!)).code).toBe(401);
  });

  it('ends a portal user\'s gateway and sign-on sessions when disabled through the edit dialog: a silent sign-on brings nothing', async () => {
    const browser = await signedInBrowser('demo3', 'demo123');
    const portal = await portalCredentials('demo3');
    expect((await gatewayCall(portal)).code).toBe(200);
    const [user] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'demo3'));
    const dialog = { userId: user!.userId, customerId: user!.customerId, userName: user!.userName, nickName: user!.nickName, email: user!.email, phonenumber: user!.phonenumber };
    expect(await admin.put('/freight/customer/user', { ...dialog, status: '1', version: user!.version })).toMatchObject({ code: 200 });
    expect(await gatewayCall(portal)).toMatchObject({ code: 401, status: 'error' });
    expect(await silentSignOn(browser)).toEqual({ code: null, error: 'login_required' });

    const [disabled] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'demo3'));
    expect(await admin.put('/freight/customer/user', { ...dialog, status: '0', version: disabled!.version })).toMatchObject({ code: 200 });
  });

  it('ends the sessions of every portal user of a company when the company is disabled', async () => {
    const browser = await signedInBrowser('demo3', 'demo123');
    const portal = await portalCredentials('demo3');
    expect((await gatewayCall(portal)).code).toBe(200);
    const [company] = await t.ctx.db.select().from(customer).where(eq(customer.customerLocalCode, 'HANSE01'));
    const { customerId, createBy: _by, createTime: _at, updateBy: _updateBy, updateTime: _updated, ...fields } = company!;
    expect(await admin.put('/freight/customer', { ...fields, customerId, status: '1' })).toMatchObject({ code: 200 });
    expect(await gatewayCall(portal)).toMatchObject({ code: 401, status: 'error' });
    expect(await silentSignOn(browser)).toEqual({ code: null, error: 'login_required' });
    // Nor can its users sign in again while the company stays disabled.
    expect(await signOnCode(t, 'demo3', 'demo123', { challenge: pkcePair().challenge })).toMatchObject({ error: 500, msg: expect.stringContaining('停用') });
    const [disabled] = await t.ctx.db.select().from(customer).where(eq(customer.customerId, customerId));
    expect(await admin.put('/freight/customer', { ...fields, customerId, status: '0', version: disabled!.version })).toMatchObject({ code: 200 });
    expect((await signOnCode(t, 'demo3', 'demo123', { challenge: pkcePair().challenge })).code).toBeTruthy();
  });

  it('keeps the sign-on session that changes its own password and ends the customer\'s other sign-on and gateway sessions', async () => {
    const changing = await signedInBrowser('demo2', 'demo123');
    const otherBrowser = await signedInBrowser('demo2', 'demo123');
    const portal = await portalCredentials('demo2');
    const change = await t.app.inject({
      method: 'PUT', url: '/api/sso/account/password', headers: { cookie: changing.header(), host: 'localhost:8080' },
      payload: { oldPassword: 'demo123', newPassword: 'Volga#2026a', confirmPassword: 'Volga#2026a' },
    });
    expect(change.json()).toMatchObject({ code: 200 });
    expect((await silentSignOn(changing)).code).toBeTruthy();
    expect(await silentSignOn(otherBrowser)).toEqual({ code: null, error: 'login_required' });
    expect(await gatewayCall(portal)).toMatchObject({ code: 401, status: 'error' });
  });
});

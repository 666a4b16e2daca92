import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysRole, sysUser } from '../../db/schema/index';
import { issuePortalCredentials } from '../gateway/index';
import { callGateway, envelopeFor, type Credentials } from '../../modules/portal/gateway/testing';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/harness';
import { staffClient } from '../../../test/api';
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

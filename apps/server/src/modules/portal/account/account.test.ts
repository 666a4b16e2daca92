import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bearer, createTestApp, type TestApp } from '../../../../test/harness';
import { pkcePair, signOnCode } from '../../../../test/signOn';
import { sysUser } from '../../../db/schema/index';
import { callGateway, envelopeFor, type Credentials } from '../gateway/testing';
import { accountCommands } from './commands';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ CAPTCHA_ENABLED: 'false' }); });
afterAll(async () => { await t.close(); });

const exchange = async (app: TestApp, body: object) =>
  (await app.app.inject({ method: 'POST', url: '/api/yhApi/callYhApiAccount', payload: body })).json();

async function signInAsCustomer(username: string) {
  const { verifier, challenge } = pkcePair();
  const { code } = await signOnCode(t, username, 'demo123', { challenge });
  return exchange(t, { code, codeVerifier: verifier, redirectUri: 'http://localhost:8080/' });
}

describe('portal sign-on exchange', () => {
  it('describes where the portal sends visitors to sign in', async () => {
    const reply = (await t.app.inject({ method: 'GET', url: '/api/portal/signOn' })).json();
    expect(reply.data).toMatchObject({
      authorizationEndpoint: 'http://localhost:8080/api/sso/auth',
      endSessionEndpoint: 'http://localhost:8080/api/sso/session/end',
      clientId: 'freight-portal',
      builtIn: true,
    });
  });

  it('hands a signed-in customer credentials and the yhUser record, in the customer language', async () => {
    const reply = await signInAsCustomer('demo2');
    expect(reply).toMatchObject({ code: 200, status: 'ok' });
    const data = reply.content.data;
    expect(data).toMatchObject({ usercode: 'demo2', isAnonymous: false });
    expect(data.apiSecret).toHaveLength(48);
    expect(data.idToken).toBeTruthy();
    expect(data.userInfo).toMatchObject({
      usertype: 'C', usercode: 'demo2', customerlanguageid: 1049, customerenglishname: 'Volga Logistics LLC',
      customerlocalcode: 'VOLGA01', isAnonymous: false, token: data.token,
    });

    const credentials: Credentials = data;
    for (const path of ['refreshUserInfo']) {
      const info = await callGateway(t, path, envelopeFor(credentials, { action: path, command: { data: {} } }), bearer(credentials.token));
      expect(info.content.data.userInfo).toMatchObject({ usercode: 'demo2', customerlanguageid: 1049 });
    }
    const viaYhLogin = await t.app.inject({ method: 'POST', url: '/api/yhLogin', payload: envelopeFor(credentials, { action: 'yhLogin', command: { data: {} } }), headers: bearer(credentials.token) });
    expect(viaYhLogin.json().content.data.userInfo.customerlocalname).toBe('ООО «Волга Логистик»');
  });

  it('keeps a language chosen on the sign-on service over the customer default', async () => {
    const { verifier, challenge } = pkcePair();
    const { code, jar } = await signOnCode(t, 'demo', 'demo123', { challenge });
    const chosen = await t.app.inject({ method: 'PUT', url: '/api/sso/account/language', payload: { language: 'en_US' }, headers: { cookie: jar.header() } });
    expect(chosen.json().code).toBe(200);
    const reply = await exchange(t, { code, codeVerifier: verifier, redirectUri: 'http://localhost:8080/' });
    expect(reply.content.data.userInfo.customerlanguageid).toBe(1033);
    const noSession = await t.app.inject({ method: 'PUT', url: '/api/sso/account/language', payload: { language: 'ru_Ru' } });
    expect(noSession.json().code).toBe(401);
  });

  it('refuses a wrong verifier, a tampered code, a foreign redirect and a reused code', async () => {
    const { verifier, challenge } = pkcePair();
    const { code } = await signOnCode(t, 'demo', 'demo123', { challenge });
    const wrong = await exchange(t, { code, codeVerifier: pkcePair().verifier, redirectUri: 'http://localhost:8080/' });
    expect(wrong).toMatchObject({ code: 401, status: 'error', msg: '登录凭证无效或已使用，请重新登录' });
    expect((await exchange(t, { code, codeVerifier: verifier })).code).toBe(200);
    const again = pkcePair();
    const fresh = (await signOnCode(t, 'demo', 'demo123', { challenge: again.challenge })).code!;
    expect((await exchange(t, { code: `${fresh}x`, codeVerifier: again.verifier })).code).toBe(401);
    expect((await exchange(t, { code: fresh, codeVerifier: again.verifier, redirectUri: 'https://evil.example/' })).msg).toBe('登录回调地址不被允许');
    expect((await exchange(t, { code: fresh, codeVerifier: again.verifier })).code).toBe(200);
    expect((await exchange(t, { code: fresh, codeVerifier: again.verifier })).code).toBe(401);
  });

  it('keeps customer tokens out of the back office, and logout ends the portal session', async () => {
    const { content } = await signInAsCustomer('demo');
    const credentials: Credentials = content.data;
    expect((await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: bearer(credentials.token) })).json().code).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/monitor/online/list', headers: bearer(credentials.token) })).json().code).toBe(401);
    const out = await callGateway(t, 'logout', envelopeFor(credentials, { action: 'logout', command: { data: {} } }), bearer(credentials.token));
    expect(out.code).toBe(200);
    const after = await callGateway(t, 'refreshUserInfo', envelopeFor(credentials, { action: 'refreshUserInfo', command: { data: {} } }), bearer(credentials.token));
    expect(after.code).toBe(401);
  });

  it('refuses user info to anonymous visitors', async () => {
    const anonymous: Credentials = (await t.app.inject({ method: 'POST', url: '/api/yhApi/callYhAnonymousApiAccount' })).json().content.data;
    const reply = await callGateway(t, 'refreshUserInfo', envelopeFor(anonymous, { action: 'refreshUserInfo', command: { data: {} } }), bearer(anonymous.token));
    expect(reply.code).toBe(403);
  });
});

describe('the own account commands', () => {
  it('refuse an anonymous caller themselves, whatever door calls them, and change nothing', async () => {
    const [before] = await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, 'demo'));
    const anonymous = { anonymous: true, userId: before!.userId, userName: 'demo', customerId: before!.customerId! };
    const change = { oldPassword: 'demo123', newPassword: 'Fresh#456', confirmPassword: 'Fresh#456' };
    await expect(accountCommands.password(t.ctx, anonymous, change, {})).rejects.toMatchObject({ replyCode: 403 });
    await expect(accountCommands.language(t.ctx, anonymous, 'ru_Ru')).rejects.toMatchObject({ replyCode: 403 });
    expect((await t.ctx.db.select().from(sysUser).where(eq(sysUser.userId, before!.userId)))[0]).toEqual(before);
  });
});

describe('a company identity provider', () => {
  it('signs portal users in against another, independent provider instance', async () => {
    const port = 18000 + Math.floor(Math.random() * 2000);
    const companySecret = 'company-client-secret-0123456789abcdef';
    const company = await createTestApp({
      CAPTCHA_ENABLED: 'false',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SSO_CLIENTS: JSON.stringify([{
        client_id: 'freight-portal-at-company', client_secret: companySecret, redirect_uris: ['http://localhost:8080/'],
        grant_types: ['authorization_code'], response_types: ['code'], first_party: true,
      }]),
    });
    await company.app.listen({ port, host: '127.0.0.1' });
    const portal = await createTestApp({
      CAPTCHA_ENABLED: 'false',
      OIDC_ISSUER: `http://127.0.0.1:${port}/api/sso`,
      OIDC_CLIENT_ID: 'freight-portal-at-company',
      OIDC_CLIENT_SECRET: companySecret,
    });
    try {
      const settings = (await portal.app.inject({ method: 'GET', url: '/api/portal/signOn' })).json().data;
      expect(settings).toMatchObject({ authorizationEndpoint: `http://127.0.0.1:${port}/api/sso/auth`, builtIn: false, clientId: 'freight-portal-at-company' });

      const { verifier, challenge } = pkcePair();
      const { code } = await signOnCode(company, 'demo3', 'demo123', { challenge, clientId: 'freight-portal-at-company', host: `127.0.0.1:${port}` });
      const reply = await exchange(portal, { code, codeVerifier: verifier, redirectUri: 'http://localhost:8080/' });
      expect(reply.code).toBe(200);
      expect(reply.content.data.userInfo).toMatchObject({ usercode: 'demo3', customerenglishname: 'Hanseatic Forwarding GmbH' });
    } finally {
      await portal.close();
      await company.close();
    }
  });
});

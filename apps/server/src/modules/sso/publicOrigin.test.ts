import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CookieJar, pkcePair } from '../../../test/signOn';

const publicUrl = 'https://rates.example.com';
const issuer = `${publicUrl}/api/sso`;
/** What a caller, or a proxy passing on what the caller sent, may claim about the address it reached. */
const claimedElsewhere = {
  host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', 'x-forwarded-port': '8443',
  forwarded: 'host=evil.example;proto=http',
};

describe.each([
  ['reached directly', {}],
  ['behind a proxy named in TRUST_PROXY', { TRUST_PROXY: '127.0.0.1' }],
])('the sign-on service %s', (_name, env) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ CAPTCHA_ENABLED: 'false', PUBLIC_URL: publicUrl, ...env }); });
  afterAll(async () => { await t.close(); });

  it('publishes its issuer and every endpoint at PUBLIC_URL, whatever host the request names', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/sso/.well-known/openid-configuration', headers: claimedElsewhere })).json();
    expect(doc.issuer).toBe(issuer);
    const endpoints = Object.entries(doc).filter(([key]) => key.endsWith('_endpoint') || key === 'jwks_uri');
    expect(endpoints.length).toBeGreaterThanOrEqual(5);
    for (const [key, value] of endpoints) expect({ key, value }).toEqual({ key, value: expect.stringMatching(new RegExp(`^${issuer}/`)) });
  });

  it('sends a person back to PUBLIC_URL after signing in and after signing out', async () => {
    const jar = new CookieJar();
    const query = new URLSearchParams({
      client_id: 'freight-portal', redirect_uri: `${publicUrl}/`, response_type: 'code', scope: 'openid profile',
      state: 's', code_challenge: pkcePair().challenge, code_challenge_method: 'S256',
    });
    const authorize = jar.absorb(await t.app.inject({ method: 'GET', url: `/api/sso/auth?${query}`, headers: claimedElsewhere }));
    const uid = /\/interaction\/([^/?]+)/.exec(String(authorize.headers.location))![1]!;
    const login = await t.app.inject({
      method: 'POST', url: `/api/sso/interaction/${uid}/login`, payload: { username: 'demo', password: 'demo123' }, headers: { ...claimedElsewhere, cookie: jar.header() },
    });
    expect(login.json().data.redirect).toBe(`${issuer}/auth/${uid}`);

    const logout = jar.absorb(await t.app.inject({ method: 'GET', url: '/api/sso/session/end', headers: { ...claimedElsewhere, accept: 'text/html', cookie: jar.header() } }));
    expect(logout.body).toContain(`action="${issuer}/session/end/confirm"`);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(logout.body)![1]!;
    const confirmed = await t.app.inject({
      method: 'POST', url: '/api/sso/session/end/confirm', payload: new URLSearchParams({ xsrf, logout: 'yes' }).toString(),
      headers: { ...claimedElsewhere, 'content-type': 'application/x-www-form-urlencoded', cookie: jar.header() },
    });
    expect(confirmed.headers.location).toBe(`${issuer}/session/end/success`);
  });
});

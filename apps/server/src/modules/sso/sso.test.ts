import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { pkcePair, signOnCode } from '../../../test/signOn';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ CAPTCHA_ENABLED: 'false' }); });
afterAll(async () => { await t.close(); });

describe('built-in sign-on service', () => {
  it('publishes its discovery document under /api/sso', async () => {
    const reply = await t.app.inject({ method: 'GET', url: '/api/sso/.well-known/openid-configuration', headers: { host: 'localhost:8080' } });
    expect(reply.statusCode).toBe(200);
    const doc = reply.json();
    expect(doc.issuer).toBe('http://localhost:8080/api/sso');
    expect(doc.authorization_endpoint).toBe('http://localhost:8080/api/sso/auth');
    expect(doc.code_challenge_methods_supported).toContain('S256');
  });

  it('signs a staff user in and returns a code to the portal', async () => {
    const { challenge } = pkcePair();
    const result = await signOnCode(t, 'admin', 'admin123', { challenge, state: 'abc' });
    expect(result.code).toBeTruthy();
    expect(result.state).toBe('abc');
  });

  it('refuses a wrong password with the same message as the back office', async () => {
    const { challenge } = pkcePair();
    const result = await signOnCode(t, 'admin', 'nope', { challenge });
    expect(result).toMatchObject({ error: 500, msg: '用户不存在/密码错误' });
  });

  it('refuses a foreign redirect URI before any sign-in', async () => {
    const { challenge } = pkcePair();
    const result = await signOnCode(t, 'admin', 'admin123', { challenge, redirectUri: 'https://evil.example/' });
    expect(result.code).toBeUndefined();
    expect(result.error).toBe(400);
  });
});

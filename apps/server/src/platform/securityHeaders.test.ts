import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../../test/api';
import { bearer, createTestApp, type TestApp } from '../../test/harness';
import { multipart, tinyPng } from '../../test/upload';
import { pkcePair, signOnCode } from '../../test/signOn';

const policyOf = (header: unknown) =>
  new Map(String(header).split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));

/** Every inline script of an HTML reply, each one allowed by its hash in the reply's own policy. */
function expectInlineScriptsAllowed(reply: { body: string; headers: Record<string, unknown> }) {
  const scriptSrc = policyOf(reply.headers['content-security-policy']).get('script-src') ?? [];
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  const scripts = [...reply.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
}

let webDist: string;
let t: TestApp;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'freight-web-'));
  mkdirSync(join(webDist, 'admin'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>portal</title><script type="module" src="/assets/portal.js"></script>');
  writeFileSync(join(webDist, 'admin', 'index.html'), '<!doctype html><title>admin</title><script type="module" src="/assets/admin.js"></script>');
  t = await createTestApp({ WEB_DIST: webDist, CAPTCHA_ENABLED: 'false' });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it.each(['/', '/admin/', '/api/health', '/api/captchaImage', '/api/system/user/list'])('%s carries the policy, no sniffing, no framing, a referrer policy, no unused browser features', async (url) => {
    const reply = await t.app.inject({ method: 'GET', url });
    expect(reply.statusCode).toBe(200);
    const policy = policyOf(reply.headers['content-security-policy']);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src-attr')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['x-frame-options']).toBe('DENY');
    expect(reply.headers['referrer-policy']).toBe('same-origin');
    expect(reply.headers['strict-transport-security']).toBeUndefined();
    const permissions = new Map(String(reply.headers['permissions-policy']).split(/,\s*/).map((part) => part.split('=') as [string, string]));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions.get(feature)).toBe('()');
    expect(permissions.get('fullscreen')).toBe('(self)');
  });

  it('serves the portal and the back office pages under it', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain('<title>portal</title>');
    expect((await t.app.inject({ method: 'GET', url: '/admin/' })).body).toContain('<title>admin</title>');
  });

  it('leaves a stricter policy of a reply in place: uploaded pictures stay sandboxed', async () => {
    const staff = await staffClient(t);
    const { payload, headers } = multipart('file', 'photo.png', tinyPng);
    const uploaded = (await t.app.inject({ method: 'POST', url: '/api/common/upload', payload, headers: { ...headers, ...bearer(staff.token) } })).json();
    const image = await t.app.inject({ method: 'GET', url: uploaded.url });
    expect(image.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(image.headers['referrer-policy']).toBe('same-origin');
  });

  it('asks for HTTPS only when the public address is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://freight.example' });
    try {
      const reply = await secure.app.inject({ method: 'GET', url: '/api/health' });
      expect(reply.headers['strict-transport-security']).toBe('max-age=31536000');
      expect(policyOf(reply.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('the sign-on service pages under the policy', () => {
  it('allows the sign-out confirmation and the form-post reply their own scripts only, and forms to the registered clients', async () => {
    const { challenge } = pkcePair();
    const { jar } = await signOnCode(t, 'demo', 'demo123', { challenge });

    const logout = jar.absorb(await t.app.inject({ method: 'GET', url: '/api/sso/session/end?client_id=freight-portal', headers: { cookie: jar.header(), host: 'localhost:8080' } }));
    expect(logout.statusCode).toBe(200);
    expect(logout.body).toContain('op.logoutForm');
    expectInlineScriptsAllowed(logout);
    expect(policyOf(logout.headers['content-security-policy']).has('form-action')).toBe(false);
    expect(policyOf(logout.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'none'"]);

    const query = new URLSearchParams({
      client_id: 'freight-portal', redirect_uri: 'http://localhost:8080/', response_type: 'code', response_mode: 'form_post',
      scope: 'openid profile', state: 's', code_challenge: challenge, code_challenge_method: 'S256',
    });
    const formPost = await t.app.inject({ method: 'GET', url: `/api/sso/auth?${query}`, headers: { cookie: jar.header(), host: 'localhost:8080' } });
    expect(formPost.statusCode).toBe(200);
    expect(formPost.body).toContain('name="code"');
    expectInlineScriptsAllowed(formPost);
  });
});

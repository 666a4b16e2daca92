import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { type RuoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

const frameAncestors = (policy: unknown) => String(policy).split(';').map((d) => d.trim()).find((d) => d.startsWith('frame-ancestors'));
/** What the browser does with a page's `<script src>` and `<link href>`: resolves them against the page's address. */
const resolved = (page: string, ref: string) => new URL(ref, `http://localhost${page}`).pathname;

describe('tool/swagger/index.vue', () => {
  it('swagger-ui/index.html', async () => {
    // The 系统接口 screen frames `VITE_APP_BASE_API + "/swagger-ui/index.html"` (our base: /api), loaded by the browser without the token.
    const url = '/api/swagger-ui/index.html';
    const pageReply = await t.app.inject({ method: 'GET', url });
    expect(pageReply.statusCode).toBe(200);
    expect(pageReply.headers['content-type']).toMatch(/^text\/html/);
    // Framed by the same origin (RuoYi-Vue3's screen), by no other.
    expect(pageReply.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(frameAncestors(pageReply.headers['content-security-policy'])).toBe("frame-ancestors 'self'");

    // Every file the page names is there, and the viewer it starts asks for the document.
    const refs = [...pageReply.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => resolved(url, m[1]!));
    expect(refs).toHaveLength(4);
    for (const ref of refs) expect((await t.app.inject({ method: 'GET', url: ref })).statusCode, ref).toBe(200);
    const initializer = (await t.app.inject({ method: 'GET', url: refs.find((ref) => ref.endsWith('initializer.js'))! })).body;
    const documentUrl = resolved(url, /url: '([^']+)'/.exec(initializer)![1]!);
    expect(documentUrl).toBe('/api/docs/json');
    // With the token the page reads from RuoYi-Vue3's Admin-Token cookie, the document loads.
    expect(initializer).toContain('Admin-Token');
    const document = await admin.send({ method: 'GET', url: '/docs/json' });
    expect(document.json().openapi).toMatch(/^3\./);

    // Every other page stays unframeable.
    for (const other of ['/api/docs/static/swagger-ui.css', '/api/captchaImage', '/api/docs/json']) {
      const reply = await t.app.inject({ method: 'GET', url: other });
      expect(reply.headers['x-frame-options'], other).toBe('DENY');
      expect(frameAncestors(reply.headers['content-security-policy']), other).toBe("frame-ancestors 'none'");
    }
  });
});

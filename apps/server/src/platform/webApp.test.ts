import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

/** A built web app as the build leaves it: each text file with its .br and .gz copies. */
const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ route: `CNSHA-KZALA-${i}` })))};`;
const page = `<!doctype html><html><head><script type="module" src="/assets/portal-abc123.js"></script></head><body>${'<p>freight</p>'.repeat(100)}</body></html>`;
function built(path: string, content: string) {
  writeFileSync(join(dist, path), content);
  writeFileSync(join(dist, `${path}.br`), brotliCompressSync(content));
  writeFileSync(join(dist, `${path}.gz`), gzipSync(content));
}

let t: TestApp;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  built('assets/portal-abc123.js', script);
  built('index.html', page);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => { await t.close(); });

const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('the built web app', () => {
  it('sends the brotli or gzip copy of a hashed asset as the browser accepts, immutable, varying by encoding', async () => {
    const br = await get('/assets/portal-abc123.js', 'gzip, deflate, br');
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: expect.stringMatching(/accept-encoding/i), 'cache-control': 'public, max-age=31536000, immutable' });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gzip = await get('/assets/portal-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/portal-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the page itself compressed too, but never cached without asking again', async () => {
    const reply = await get('/', 'br');
    expect(reply.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache' });
    expect(brotliDecompressSync(reply.rawPayload).toString()).toBe(page);
  });
});

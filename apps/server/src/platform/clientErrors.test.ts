import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { permissionsPolicy } from './securityHeaders';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => { await t.close(); });

/** Sends raw bytes and reads the whole answer, up to the server closing the connection. */
function exchange(request: string): Promise<{ status: number; headers: Map<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head, body = ''] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
      const [statusLine, ...lines] = head!.split('\r\n');
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body });
    });
  });
}

describe('requests that Node’s own HTTP parser refuses', () => {
  it.each([
    { what: 'a malformed request line', request: 'GET /api/health HTTP/9x\r\nHost: localhost\r\n\r\n', status: 400, msg: '请求格式错误，不是有效的 HTTP 请求' },
    { what: 'a header without a colon', request: 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n', status: 400, msg: '请求格式错误，不是有效的 HTTP 请求' },
    { what: 'headers above the size limit', request: `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`, status: 431, msg: '请求头过大' },
  ])('answer $what with the security headers and a {code, msg} body', async ({ request, status, msg }) => {
    const reply = await exchange(request);
    expect(reply.status).toBe(status);
    expect(reply.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(JSON.parse(reply.body)).toEqual({ code: status, msg });
    expect(reply.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('x-frame-options')).toBe('DENY');
    expect(reply.headers.get('referrer-policy')).toBe('same-origin');
    expect(reply.headers.get('permissions-policy')).toBe(permissionsPolicy);
  });

  it('leaves a well-formed request to the app', async () => {
    const reply = await exchange('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('permissions-policy')).toBe(permissionsPolicy);
  });
});

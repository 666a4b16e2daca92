import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../../../test/harness';
import { multipart } from '../../../test/upload';
import { slowFormatWorkbook } from './hostileWorkbooks';

let t: TestApp;
let token = '';
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, 'admin', 'admin123')).token!;
});
afterAll(async () => { await t.close(); });

const pauseMs = 50;

/**
 * Milliseconds a health call sent after a pause waits for its answer: the pause is a timer on the server's own thread,
 * so a thread held up meanwhile delays the call as it would a caller's request.
 */
async function healthMs(): Promise<number> {
  const started = performance.now();
  await new Promise((resolve) => setTimeout(resolve, pauseMs));
  expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  return performance.now() - started - pauseMs;
}

describe('other calls during an import', () => {
  it('keep their latency while a file that takes seconds to parse is imported', async () => {
    const alone = Math.max(await healthMs(), await healthMs(), await healthMs());
    // Seconds of parsing (see slowFormatWorkbook) that, on the server's own thread, would hold up every call.
    const body = multipart('file', 'users.xlsx', await slowFormatWorkbook(30_000));
    let importing = true;
    const imported = t.app.inject({ method: 'POST', url: '/api/system/user/importData', payload: body.payload, headers: { ...body.headers, ...bearer(token) } })
      .finally(() => { importing = false; });
    const during: number[] = [];
    while (importing) during.push(await healthMs());
    expect((await imported).statusCode).toBe(200);
    expect(during.length).toBeGreaterThan(3);
    // Generous: a machine busy with other work slows a call, the import must not hold it up for seconds.
    expect(Math.max(...during)).toBeLessThan(alone + 2000);
  }, 180_000);
});

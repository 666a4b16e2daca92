import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { RedisKvStore, redisOptions } from './kv/redis';
import { createTestApp, type TestApp } from '../../test/harness';
import { CutProxy } from '../../test/cutProxy';

const unavailable = { code: 503, msg: '服务暂时不可用，请稍后再试' };
let t: TestApp | undefined;
let proxy: CutProxy | undefined;
afterEach(async () => {
  await t?.close();
  await proxy?.close();
  t = undefined;
  proxy = undefined;
});

const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, payload: object = {}) => {
  const reply = await t!.app.inject({ method, url, headers, ...(method === 'POST' ? { payload } : {}) });
  return { status: reply.statusCode, body: reply.json() };
};

/** Every kind of call that needs the shared store: a staff session, a sign-in, portal credentials, readiness. */
async function expectAllUnavailable() {
  const token = await t!.ctx.tokens.issue('a-session', 'admin');
  expect(await call('GET', '/api/getInfo', { authorization: `Bearer ${token}` })).toEqual({ status: 503, body: unavailable });
  expect(await call('POST', '/api/login', {}, { username: 'admin', password: 'admin123', code: '1', uuid: 'u' })).toEqual({ status: 503, body: unavailable });
  expect(await call('POST', '/api/yhApi/callYhAnonymousApiAccount')).toEqual({ status: 503, body: unavailable });
  expect((await call('GET', '/api/captchaImage', { 'accept-language': 'en' })).body)
    .toEqual({ code: 503, msg: 'The service is temporarily unavailable, please try again shortly' });
  expect(await call('GET', '/api/ready')).toMatchObject({ status: 503, body: { code: 503, unavailable: ['store'] } });
}

describe('when Redis cannot be reached', () => {
  it('answers 503 with a message in the caller\'s language, never 500, 401 or a hang', async () => {
    const nowhere = new RedisKvStore(new Redis('redis://127.0.0.1:1', redisOptions), 'unreachable:');
    t = await createTestApp({}, nowhere);
    await expectAllUnavailable();
  });

  it.runIf(!!process.env.TEST_REDIS_URL)('recovers by itself when Redis comes back', async () => {
    const target = new URL(process.env.TEST_REDIS_URL!);
    proxy = await new CutProxy({ host: target.hostname, port: Number(target.port || 6379) }).open();
    t = await createTestApp({}, await RedisKvStore.connect(`redis://127.0.0.1:${proxy.port}`, `outage-${process.pid}:`));
    expect((await call('GET', '/api/ready')).status).toBe(200);
    await proxy.cut();
    await expectAllUnavailable();
    await proxy.open();
    await expect.poll(async () => (await call('GET', '/api/ready')).status, { timeout: 15_000 }).toBe(200);
    expect((await call('GET', '/api/captchaImage')).body.code).toBe(200);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('when the database cannot be reached', () => {
  it('answers 503 within its connection timeout and recovers by itself', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await new CutProxy({ host: target.hostname, port: Number(target.port || 5432) }).open();
    const port = proxy.port;
    t = await createTestApp({ CAPTCHA_ENABLED: 'false' }, undefined, (url) => { url.hostname = '127.0.0.1'; url.port = String(port); });
    expect((await call('GET', '/api/ready')).status).toBe(200);
    await proxy.cut();
    const login = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'admin123' } });
    expect({ status: login.statusCode, body: login.json() }).toEqual({ status: 503, body: unavailable });
    expect(await call('GET', '/api/ready')).toMatchObject({ status: 503, body: { code: 503, unavailable: ['database'] } });
    await proxy.open();
    await expect.poll(async () => (await call('GET', '/api/ready')).status, { timeout: 15_000 }).toBe(200);
  });
});

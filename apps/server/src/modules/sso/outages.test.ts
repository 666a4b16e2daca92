import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryKvStore } from '../../platform/kv/memory';
import { RedisKvStore } from '../../platform/kv/redis';
import type { KvStore } from '../../platform/kv/index';
import { DependencyUnavailable } from '../../platform/unavailable';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CutProxy } from '../../../test/cutProxy';
import { CookieJar, pkcePair, signOnCode } from '../../../test/signOn';
import { portalClientSecret } from './clients';

const unavailable = {
  zh_CN: { code: 503, msg: '服务暂时不可用，请稍后再试' },
  en_US: { code: 503, msg: 'The service is temporarily unavailable, please try again shortly' },
  ru_Ru: { code: 503, msg: 'Сервис временно недоступен, повторите попытку чуть позже' },
};

let t: TestApp | undefined;
let proxy: CutProxy | undefined;
afterEach(async () => {
  await t?.close();
  await proxy?.close();
  t = undefined;
  proxy = undefined;
});

const authorizeQuery = () => new URLSearchParams({
  client_id: 'freight-portal', redirect_uri: 'http://localhost:8080/', response_type: 'code', scope: 'openid profile',
  state: 's', code_challenge: pkcePair().challenge, code_challenge_method: 'S256',
});

/** A page of the provider as a browser asks for it: HTTP 503 with the outage page in the asked language, not a 500 page. */
async function expectUnavailablePage(url: string, acceptLanguage: string, expected: keyof typeof unavailable, cookie = '') {
  const reply = await t!.app.inject({ method: 'GET', url, headers: { accept: 'text/html', 'accept-language': acceptLanguage, cookie } });
  expect(reply.statusCode).toBe(503);
  expect(reply.headers['content-type']).toMatch(/^text\/html/);
  expect(reply.body).toContain(unavailable[expected].msg);
}

/** The provider's token endpoint, as the portal's server calls it. */
const tokenRequest = (code: string, verifier = 'v'.repeat(43)) => t!.app.inject({
  method: 'POST', url: '/api/sso/token',
  headers: {
    authorization: `Basic ${Buffer.from(`freight-portal:${portalClientSecret(t!.ctx.config)}`).toString('base64')}`,
    'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en',
  },
  payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: 'http://localhost:8080/', code_verifier: verifier }).toString(),
});

const json = async (reply: Promise<{ statusCode: number; json(): unknown }>) => {
  const { statusCode, json: body } = await reply;
  return { status: statusCode, body: body() };
};

/** A whole sign-on with an outage in the middle can take long on a machine busy with other suites. */
const patience = 120_000;

/** The shared store going away: the in-process one made to fail as Redis does, and Redis itself behind a cut connection. */
interface StoreOutage { open(): Promise<KvStore>; cut(): Promise<void> }

const failingStore = (): StoreOutage => {
  let down = false;
  const store = new MemoryKvStore();
  const failing = new Proxy(store, {
    get(target, name, receiver) {
      const member = Reflect.get(target, name, receiver) as unknown;
      if (typeof member !== 'function' || name === 'close') return member;
      return (...args: unknown[]) => (down ? Promise.reject(new DependencyUnavailable('redis')) : (member as (...a: unknown[]) => unknown).apply(target, args));
    },
  });
  return { open: async () => failing, cut: async () => { down = true; } };
};

const cutRedis = (): StoreOutage => ({
  async open() {
    const target = new URL(process.env.TEST_REDIS_URL!);
    proxy = await new CutProxy({ host: target.hostname, port: Number(target.port || 6379) }).open();
    return RedisKvStore.connect(`redis://127.0.0.1:${proxy.port}`, `sso-outage-${randomUUID()}:`);
  },
  cut: () => proxy!.cut(),
});

const outages: [string, () => StoreOutage][] = [['the in-process store failing', failingStore]];
if (process.env.TEST_REDIS_URL) outages.push(['Redis cut off', cutRedis]);

describe.each(outages)('sign-on with %s', (_name, makeOutage) => {
  it('answers 503 in the caller\'s language on the provider\'s pages, its JSON endpoints and the sign-in calls', async () => {
    const outage = makeOutage();
    t = await createTestApp({ CAPTCHA_ENABLED: 'false' }, await outage.open());
    const jar = new CookieJar();
    const started = jar.absorb(await t.app.inject({ method: 'GET', url: `/api/sso/auth?${authorizeQuery()}` }));
    const uid = /\/interaction\/([^/?]+)/.exec(String(started.headers.location))![1]!;
    await outage.cut();

    await expectUnavailablePage(`/api/sso/auth?${authorizeQuery()}`, 'en-US', 'en_US');
    await expectUnavailablePage('/api/sso/session/end', 'ru', 'ru_Ru');
    expect(await json(tokenRequest('some-code'))).toEqual({ status: 503, body: unavailable.en_US });
    const withCookies = { cookie: jar.header() };
    expect(await json(t.app.inject({ method: 'GET', url: `/api/sso/interaction/${uid}/details`, headers: withCookies })))
      .toEqual({ status: 503, body: unavailable.zh_CN });
    expect(await json(t.app.inject({ method: 'POST', url: `/api/sso/interaction/${uid}/login`, headers: withCookies, payload: { username: 'demo', password: 'demo123' } })))
      .toEqual({ status: 503, body: unavailable.zh_CN });
  }, patience);
});

describe.runIf(process.env.TEST_DB === 'postgres')('sign-on while the database refuses connections', () => {
  it('answers 503 in the caller\'s language on the provider\'s pages, its JSON endpoints and the sign-in calls', async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await new CutProxy({ host: target.hostname, port: Number(target.port || 5432) }).open();
    const port = proxy.port;
    t = await createTestApp({ CAPTCHA_ENABLED: 'false' }, undefined, (url) => { url.hostname = '127.0.0.1'; url.port = String(port); });
    const { verifier, challenge } = pkcePair();
    const { code, jar } = await signOnCode(t, 'demo', 'demo123', { challenge });
    const pending = new CookieJar();
    const started = pending.absorb(await t.app.inject({ method: 'GET', url: `/api/sso/auth?${authorizeQuery()}` }));
    const uid = /\/interaction\/([^/?]+)/.exec(String(started.headers.location))![1]!;
    await proxy.cut();

    // Signed in at the provider: it looks the account up in the database.
    await expectUnavailablePage(`/api/sso/auth?${authorizeQuery()}`, 'ru-RU', 'ru_Ru', jar.header());
    expect(await json(tokenRequest(code!, verifier))).toEqual({ status: 503, body: unavailable.en_US });
    expect(await json(t.app.inject({ method: 'GET', url: '/api/sso/account', headers: { cookie: jar.header(), 'accept-language': 'en' } })))
      .toEqual({ status: 503, body: unavailable.en_US });
    expect(await json(t.app.inject({ method: 'POST', url: `/api/sso/interaction/${uid}/login`, headers: { cookie: pending.header() }, payload: { username: 'demo', password: 'demo123' } })))
      .toEqual({ status: 503, body: unavailable.zh_CN });
  }, patience);
});

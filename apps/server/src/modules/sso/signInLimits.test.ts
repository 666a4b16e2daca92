import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryKvStore } from '../../platform/kv/memory';
import { RedisKvStore, redisOptions } from '../../platform/kv/redis';
import type { KvStore } from '../../platform/kv/index';
import { createTestApp, type TestApp } from '../../../test/harness';
import { CookieJar, pkcePair } from '../../../test/signOn';

const locked = '密码输入错误5次，帐户锁定，请10分钟后再试';

/** A sign-in request of the portal at the provider, as a browser starts it: its interaction and cookies. */
async function startSignOn(t: TestApp) {
  const jar = new CookieJar();
  const query = new URLSearchParams({
    client_id: 'freight-portal', redirect_uri: 'http://localhost:8080/', response_type: 'code', scope: 'openid profile',
    state: 's', code_challenge: pkcePair().challenge, code_challenge_method: 'S256',
  });
  const authorize = jar.absorb(await t.app.inject({ method: 'GET', url: `/api/sso/auth?${query}` }));
  const uid = /\/interaction\/([^/?]+)/.exec(String(authorize.headers.location))![1]!;
  return { uid, jar };
}

type SignOn = Awaited<ReturnType<typeof startSignOn>>;

const signOnPage = (t: TestApp, { uid, jar }: SignOn, username: string, password: string, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/sso/interaction/${uid}/login`, payload: { username, password }, headers: { ...headers, cookie: jar.header() }, remoteAddress });

const backOffice = (t: TestApp, username: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

describe('the sign-on page counts sign-in attempts of an address with the back office', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ CAPTCHA_ENABLED: 'false', LOGIN_RATE_LIMIT: '3' }); });
  afterAll(async () => { await t.close(); });

  it('refuses with 429 past the limit a minute, on both sign-in pages, whatever address the caller claims', async () => {
    const session = await startSignOn(t);
    for (let i = 0; i < 2; i++) expect((await signOnPage(t, session, 'nobody', 'wrong', '10.40.0.1')).json().code).toBe(500);
    expect((await backOffice(t, 'nobody', 'wrong', '10.40.0.1')).json().code).toBe(500);

    const refused = await signOnPage(t, session, 'admin', 'admin123', '10.40.0.1', { 'x-forwarded-for': '10.99.0.1', 'accept-language': 'en' });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 429, body: { code: 429, msg: 'Too many requests, please try again later' } });
    expect((await backOffice(t, 'admin', 'admin123', '10.40.0.1')).statusCode).toBe(429);
    expect((await signOnPage(t, session, 'admin', 'admin123', '10.40.0.2')).json().code).toBe(200);
  });
});

describe('behind a proxy named in TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ CAPTCHA_ENABLED: 'false', LOGIN_RATE_LIMIT: '1', TRUST_PROXY: '10.60.0.1' }); });
  afterAll(async () => { await t.close(); });

  it('counts the address the proxy forwards, and only from that proxy', async () => {
    const session = await startSignOn(t);
    const viaProxy = (client: string) => signOnPage(t, session, 'nobody', 'wrong', '10.60.0.1', { 'x-forwarded-for': client });
    expect((await viaProxy('10.61.0.1')).statusCode).toBe(200);
    expect((await viaProxy('10.61.0.1')).statusCode).toBe(429);
    expect((await viaProxy('10.61.0.2')).statusCode).toBe(200);

    const direct = (claimed: string) => signOnPage(t, session, 'nobody', 'wrong', '10.62.0.1', { 'x-forwarded-for': claimed });
    expect((await direct('10.63.0.1')).statusCode).toBe(200);
    expect((await direct('10.63.0.2')).statusCode).toBe(429);
  });
});

/** Redis as the server uses it, but patient: a burst on a busy machine can hold a reply past the server's one second. */
async function patientRedis() {
  const redis = new Redis(process.env.TEST_REDIS_URL!, { ...redisOptions, commandTimeout: 20_000 });
  await redis.connect();
  return new RedisKvStore(redis, `sign-in-burst-${randomUUID()}:`);
}

const stores: [string, () => Promise<KvStore>][] = [['in-process', async () => new MemoryKvStore()]];
if (process.env.TEST_REDIS_URL) stores.push(['Redis', patientRedis]);

describe.each(stores)('lock-out on the %s store', (_name, openStore) => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp({ CAPTCHA_ENABLED: 'false' }, await openStore()); });
  afterAll(async () => {
    await t.close();
    await t.kv.close();
  });

  /** 40 tries at once from one address, the right password last: only 5 passwords are checked, and it is not one of them. */
  const burst = async (attempt: (password: string) => Promise<{ json(): { code: number; msg: string } }>, userName: string, rightPassword: string) => {
    const passwords = Array.from({ length: 40 }, (_, i) => (i === 39 ? rightPassword : 'wrong-password'));
    const replies = (await Promise.all(passwords.map(attempt))).map((r) => r.json());
    expect(replies.filter((r) => r.code === 200)).toEqual([]);
    expect(replies.at(-1)).toEqual({ code: 500, msg: locked });
    expect(replies.filter((r) => r.msg === '用户不存在/密码错误')).toHaveLength(4);
    // Wrong passwords checked, across addresses: one for each of the 5 attempts the address had.
    expect(await t.kv.get(`pwd_err_all:${userName}`)).toBe('5');
  };

  it('checks no more than 5 passwords of a parallel burst on the sign-on page, and lets the right one in only after', async () => {
    const session = await startSignOn(t);
    await burst((password) => signOnPage(t, session, 'demo', password, '10.70.0.1'), 'demo', 'demo123');
    expect((await signOnPage(t, session, 'demo', 'demo123', '10.70.0.1')).json()).toEqual({ code: 500, msg: locked });
    expect((await signOnPage(t, session, 'demo', 'demo123', '10.70.0.2')).json().code).toBe(200);
  });

  it('does the same on the back office sign-in', async () => {
    await burst((password) => backOffice(t, 'ry', password, '10.71.0.1'), 'ry', 'admin123');
    expect((await backOffice(t, 'ry', 'admin123', '10.71.0.2')).json().code).toBe(200);
  });
});

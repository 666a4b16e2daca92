import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { encodeContent } from '@freight/domain';
import { bearer, createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { issuePortalCredentials, PortalSessionStore, registerGatewayCommand } from '../../../platform/gateway/index';
import { anonymousCredentials, callGateway, envelopeFor, type Credentials } from './testing';

let t: TestApp;
let anonymous: Credentials;
let customer: Credentials;

/** A command only signed-in customers may run; it records who ran it. */
const customerRuns: string[] = [];
registerGatewayCommand('gatewaytestcustomer', {
  customerOnly: true,
  handler: async (_ctx, _req, { session }) => {
    customerRuns.push(session.usercode);
    return { usercode: session.usercode };
  },
});

beforeAll(async () => {
  // Behind a trusted proxy, so tests can speak for several client addresses.
  t = await createTestApp({ TRUST_PROXY: 'true' });
  anonymous = await anonymousCredentials(t);
  customer = await issuePortalCredentials(t.ctx, { usercode: 'CUST0001', isAnonymous: false, customerId: 1, userType: 'C', languageId: 1033 });
});
afterAll(async () => { await t.close(); });

const call = (credentials: Credentials, body: unknown, headers: Record<string, string> = bearer(credentials.token)) =>
  callGateway(t, 'callYhApi', body, headers);
const sessionIdOf = async (credentials: Credentials) => (await t.ctx.tokens.read(credentials.token))!.sid;
const rowCounts = async () => (await t.ctx.db.execute(sql`select
  (select count(*)::int from exchange_rate) as rates,
  (select count(*)::int from sys_oper_log) as operations,
  (select count(*)::int from sys_logininfor) as logins`)).rows[0];
const storedKeys = async () => (await t.kv.keys('')).sort();

/** Runs a refused call and proves nothing was written: no nonce, no key, no row. */
async function expectRefused(credentials: Credentials, body: object, expected: { code: number; msg: string }, headers?: Record<string, string>) {
  const keys = await storedKeys();
  const rows = await rowCounts();
  expect(await call(credentials, body, headers)).toEqual({ ...expected, status: 'error' });
  const { usercode, noncestr } = body as { usercode?: unknown; noncestr?: unknown };
  expect(await t.kv.ttl(`nonce:${String(usercode)}:${String(noncestr)}`)).toBe(-2);
  expect(await storedKeys()).toEqual(keys);
  expect(await rowCounts()).toEqual(rows);
}

describe('anonymous credentials', () => {
  it('hand out a token, an api secret and an anonymous id, backed by a 24-hour portal session', async () => {
    const reply = (await t.app.inject({ method: 'POST', url: '/api/yhApi/callYhAnonymousApiAccount' })).json();
    expect(reply).toMatchObject({ code: 200, msg: '操作成功', status: 'ok' });
    const data = reply.content.data;
    expect(data.usercode).toMatch(/^anon_[A-Za-z0-9]{24}$/);
    expect(data).toMatchObject({ isAnonymous: true, anonymousId: data.usercode });
    expect(data.apiSecret).toMatch(/^[A-Za-z0-9]{48}$/);
    const claims = await t.ctx.tokens.read(data.token);
    expect(claims?.kind).toBe('portal');
    const session = await new PortalSessionStore(t.kv).get(claims!.sid);
    expect(session).toMatchObject({ usercode: data.usercode, apiSecret: data.apiSecret, isAnonymous: true });
    expect(await t.kv.ttl(`portal_session:${claims!.sid}`)).toBeGreaterThan(24 * 3600 - 10);
  });

  it('are different for every visitor', async () => {
    const other = await anonymousCredentials(t);
    expect(other.usercode).not.toBe(anonymous.usercode);
    expect(other.apiSecret).not.toBe(anonymous.apiSecret);
  });

  it('are limited to 60 a minute per address', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < 60; i++) expect((await anonymousCredentials(t, from)).isAnonymous).toBe(true);
    const refused = await t.app.inject({ method: 'POST', url: '/api/yhApi/callYhAnonymousApiAccount', headers: from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 429, msg: '访问过于频繁，请稍候再试' });
    expect((await anonymousCredentials(t, { 'x-forwarded-for': '203.0.113.78' })).isAnonymous).toBe(true);
  });
});

describe('a valid envelope', () => {
  it('is answered for an anonymous visitor and for a customer, and spends its nonce', async () => {
    for (const credentials of [anonymous, customer]) {
      const body = envelopeFor(credentials);
      const reply = await call(credentials, body);
      expect(reply).toMatchObject({ code: 200, status: 'ok', msg: '操作成功' });
      expect(reply.content.data.usd.destcurrency).toBe('USD');
      expect(await t.kv.ttl(`nonce:${credentials.usercode}:${body.noncestr}`)).toBeGreaterThan(590);
    }
  });

  it('keeps the portal session alive', async () => {
    const key = `portal_session:${await sessionIdOf(anonymous)}`;
    await t.kv.expire(key, 100);
    expect((await call(anonymous, envelopeFor(anonymous))).code).toBe(200);
    expect(await t.kv.ttl(key)).toBeGreaterThan(24 * 3600 - 10);
  });

  it('is accepted up to 300 seconds either side of the server clock', async () => {
    expect((await call(anonymous, envelopeFor(anonymous, { now: Date.now() - 290_000 }))).code).toBe(200);
    expect((await call(anonymous, envelopeFor(anonymous, { now: Date.now() + 290_000 }))).code).toBe(200);
  });

  it('answers in the caller language', async () => {
    const reply = await call(anonymous, envelopeFor(anonymous), { ...bearer(anonymous.token), 'accept-language': 'ru' });
    expect(reply.msg).toBe('Выполнено');
  });
});

describe('a refused envelope writes nothing', () => {
  it('with a bad signature', async () => {
    const body = envelopeFor(anonymous);
    await expectRefused(anonymous, { ...body, sign: 'f'.repeat(128) }, { code: 400, msg: '签名校验失败' });
    await expectRefused(anonymous, envelopeFor(anonymous, { apiSecret: customer.apiSecret }), { code: 400, msg: '签名校验失败' });
    const tampered = envelopeFor(anonymous);
    await expectRefused(anonymous, { ...tampered, content: encodeContent({ usercode: anonymous.usercode, appid: '10001', key: 'invoicetrans', data: { maxrows: 1 } }) }, { code: 400, msg: '签名校验失败' });
  });

  it('with a timestamp more than 300 seconds old or ahead', async () => {
    const expected = { code: 400, msg: '请求时间与服务器时间相差超过 300 秒，请校准时钟' };
    await expectRefused(anonymous, envelopeFor(anonymous, { now: Date.now() - 301_000 }), expected);
    await expectRefused(anonymous, envelopeFor(anonymous, { now: Date.now() + 301_000 }), expected);
    await expectRefused(anonymous, envelopeFor(anonymous, { now: 0 }), expected);
  });

  it('with a nonce already used by the same user', async () => {
    const body = envelopeFor(anonymous);
    expect((await call(anonymous, body)).code).toBe(200);
    const keys = await storedKeys();
    expect(await call(anonymous, body)).toEqual({ code: 400, msg: '该请求已处理过，请勿重复提交', status: 'error' });
    expect(await storedKeys()).toEqual(keys);
    // the same nonce is free for another user
    expect((await call(customer, envelopeFor(customer, { nonce: body.noncestr }))).code).toBe(200);
  });

  it('with the token of another user', async () => {
    const other = await anonymousCredentials(t);
    await expectRefused(other, envelopeFor(anonymous), { code: 401, msg: '访问令牌不属于该用户' }, bearer(other.token));
    await expectRefused(anonymous, envelopeFor(customer), { code: 401, msg: '访问令牌不属于该用户' }, bearer(anonymous.token));
  });

  it('claiming to be signed in on an anonymous token, or anonymous on a customer token', async () => {
    await expectRefused(anonymous, envelopeFor(anonymous, { isAnonymous: false }), { code: 401, msg: '访问令牌不属于该用户' });
    await expectRefused(customer, envelopeFor(customer, { isAnonymous: true }), { code: 401, msg: '访问令牌不属于该用户' });
  });

  it('without a token, or with a forged, foreign, revoked or unknown one', async () => {
    const expected = { code: 401, msg: '访问令牌缺失、无效或已过期，请重新获取' };
    await expectRefused(anonymous, envelopeFor(anonymous), expected, {});
    await expectRefused(anonymous, envelopeFor(anonymous), expected, { authorization: anonymous.token });
    await expectRefused(anonymous, envelopeFor(anonymous), expected, bearer('abc.def.ghi'));
    await expectRefused(anonymous, envelopeFor(anonymous), expected, bearer(await t.ctx.tokens.issue('no-such-session', 'portal')));
    await expectRefused(anonymous, envelopeFor(anonymous), expected, bearer(await t.ctx.tokens.issue(await sessionIdOf(anonymous), 'admin')));

    const revoked = await anonymousCredentials(t);
    expect((await call(revoked, envelopeFor(revoked))).code).toBe(200);
    await new PortalSessionStore(t.kv).remove(await sessionIdOf(revoked));
    await expectRefused(revoked, envelopeFor(revoked), expected);
  });

  it('with content that is not base64, not JSON, or not a command', async () => {
    await expectRefused(anonymous, envelopeFor(anonymous, { content: 'not base64!' }), { code: 400, msg: '签名报文格式错误：content 缺失或无效' });
    await expectRefused(anonymous, envelopeFor(anonymous, { content: 'eyJh' }), { code: 400, msg: '报文内容不是有效的 Base64 编码 JSON 命令' });
    await expectRefused(anonymous, envelopeFor(anonymous, { content: Buffer.from('hello').toString('base64') }), { code: 400, msg: '报文内容不是有效的 Base64 编码 JSON 命令' });
    await expectRefused(anonymous, envelopeFor(anonymous, { content: Buffer.from([0xc3, 0x28]).toString('base64') }), { code: 400, msg: '报文内容不是有效的 Base64 编码 JSON 命令' });
    await expectRefused(anonymous, envelopeFor(anonymous, { content: encodeContent({ usercode: anonymous.usercode, appid: '20002', key: 'invoicetrans' }) }), { code: 400, msg: '签名报文格式错误：content.appid 缺失或无效' });
    await expectRefused(anonymous, envelopeFor(anonymous, { content: encodeContent([1, 2]) }), { code: 400, msg: '签名报文格式错误：content 缺失或无效' });
  });

  it('whose command names another user', async () => {
    const content = encodeContent({ usercode: customer.usercode, appid: '10001', key: 'invoicetrans' });
    await expectRefused(anonymous, envelopeFor(anonymous, { content }), { code: 400, msg: '命令中的用户与报文用户不一致' });
  });

  it('signed for another action', async () => {
    await expectRefused(anonymous, envelopeFor(anonymous, { action: 'fclRate' }), { code: 400, msg: '报文中的 action 与调用的接口 callYhApi 不一致' });
  });

  it('with missing or malformed fields', async () => {
    const body = envelopeFor(anonymous);
    for (const field of ['usercode', 'timestamp', 'noncestr', 'action', 'isAnonymous', 'content', 'sign'] as const) {
      const { [field]: _dropped, ...rest } = body;
      await expectRefused(anonymous, rest, { code: 400, msg: `签名报文格式错误：${field} 缺失或无效` });
    }
    await expectRefused(anonymous, { ...body, timestamp: String(body.timestamp) }, { code: 400, msg: '签名报文格式错误：timestamp 缺失或无效' });
    await expectRefused(anonymous, { ...body, noncestr: 'short' }, { code: 400, msg: '签名报文格式错误：noncestr 缺失或无效' });
    await expectRefused(anonymous, { ...body, sign: body.sign.toUpperCase() }, { code: 400, msg: '签名报文格式错误：sign 缺失或无效' });
    await expectRefused(anonymous, [body], { code: 400, msg: '签名报文格式错误：body 缺失或无效' });
    const en = await call(anonymous, { ...body, sign: undefined }, { ...bearer(anonymous.token), 'accept-language': 'en' });
    expect(en).toEqual({ code: 400, msg: 'Malformed signed request: sign is missing or not valid', status: 'error' });
  });

  it('without a body at all', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/yhApi/callYhApi', headers: bearer(anonymous.token) });
    expect(reply.json()).toEqual({ code: 400, msg: '签名报文格式错误：body 缺失或无效', status: 'error' });
  });

  it('naming an unknown command, or none', async () => {
    await expectRefused(anonymous, envelopeFor(anonymous, { command: { key: 'nosuchcommand' } }), { code: 400, msg: '未知的命令：nosuchcommand' });
    await expectRefused(anonymous, envelopeFor(anonymous, { command: { key: '__proto__' } }), { code: 400, msg: '未知的命令：__proto__' });
    await expectRefused(anonymous, envelopeFor(anonymous, { command: {} }), { code: 400, msg: '未知的命令：' });
  });

  it('from an anonymous visitor on a customer call', async () => {
    await expectRefused(anonymous, envelopeFor(anonymous, { command: { key: 'gatewaytestcustomer' } }), { code: 403, msg: '请先以客户身份登录后再使用此功能' });
    expect(customerRuns).toEqual([]);
    const reply = await call(customer, envelopeFor(customer, { command: { key: 'gatewaytestcustomer' } }));
    expect(reply).toMatchObject({ code: 200, status: 'ok', content: { data: { usercode: 'CUST0001' } } });
    expect(customerRuns).toEqual(['CUST0001']);
  });
});

describe('gateway and back office stay apart', () => {
  it('a back-office token cannot call the gateway', async () => {
    const { token } = await signIn(t, 'admin', 'admin123');
    await expectRefused(anonymous, envelopeFor(anonymous), { code: 401, msg: '访问令牌缺失、无效或已过期，请重新获取' }, bearer(token!));
  });

  it('a portal token cannot call the back office', async () => {
    for (const credentials of [anonymous, customer]) {
      const reply = await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: bearer(credentials.token) });
      expect(reply.json()).toEqual({ code: 401, msg: '认证失败，无法访问系统资源' });
    }
  });

  it('an unknown gateway action is not a route', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/yhApi/noSuchAction', payload: envelopeFor(anonymous, { action: 'noSuchAction' }), headers: bearer(anonymous.token) });
    expect(reply.statusCode).toBe(404);
  });
});

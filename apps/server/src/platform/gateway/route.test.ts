import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { buildEnvelope } from '@freight/domain';
import { TokenIssuer } from '../auth/token';
import type { AppContext } from '../context';
import { registerErrorHandler } from '../errorHandler';
import { AppError } from '../errors';
import { registerRequestLanguage } from '../i18n';
import { MemoryKvStore } from '../kv/memory';
import { findGatewayCommand, gatewayAction, issuePortalCredentials, parseCommandData, registerGatewayCommand, verifyEnvelope, type GatewayCommand, type PortalCredentials } from './index';

/** The gateway helpers on a bare Fastify app: only the shared store and the token issuer are needed. */
const ctx = { kv: new MemoryKvStore(), tokens: new TokenIssuer('gateway-route-test-'.repeat(3)) } as unknown as AppContext;
const app = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
let anonymous: PortalCredentials;
let customer: PortalCredentials;

const Quote = z.object({ portofloadingcode: z.string().length(5) });

beforeAll(async () => {
  registerRequestLanguage(app);
  registerErrorHandler(app);
  gatewayAction(app, ctx, 'fclRate', {
    customerOnly: false,
    handler: async (_ctx, _req, { content }) => [parseCommandData(Quote, content.data)],
  });
  gatewayAction(app, ctx, 'inquiryFcl', {
    customerOnly: true,
    handler: async (_ctx, _req, { session }) => {
      if (session.customerId !== 7) throw new AppError('http.404', {}, 404);
      return { customerId: session.customerId };
    },
  });
  gatewayAction(app, ctx, 'yhLogin', { customerOnly: true, handler: async (_ctx, _req, { session }) => session.usercode }, '/yhLogin');
  app.post('/yhApi/refreshUserInfo', { config: { access: { gateway: true } } }, async (req) => {
    const { session } = await verifyEnvelope(ctx, req, 'refreshUserInfo');
    return { userInfo: { usercode: session.usercode } };
  });
  await app.ready();
  anonymous = await issuePortalCredentials(ctx, { usercode: 'anon_test', isAnonymous: true });
  customer = await issuePortalCredentials(ctx, { usercode: 'CUST0007', isAnonymous: false, customerId: 7 });
});
afterAll(async () => { await app.close(); });

const call = async (credentials: PortalCredentials, action: string, data?: unknown, url = `/yhApi/${action}`) => {
  const payload = buildEnvelope({ ...credentials, action, command: { data } });
  const reply = await app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${credentials.token}` } });
  return { payload, reply: reply.json() };
};

describe('gatewayAction', () => {
  it('answers an envelope signed for its action with the handler result', async () => {
    const { payload, reply } = await call(anonymous, 'fclRate', { portofloadingcode: 'CNSHA' });
    expect(reply).toEqual({ code: 200, msg: '操作成功', status: 'ok', content: { data: [{ portofloadingcode: 'CNSHA' }] } });
    expect(await ctx.kv.ttl(`nonce:anon_test:${payload.noncestr}`)).toBeGreaterThan(590);
  });

  it('can live at a path of its own', async () => {
    expect((await call(customer, 'yhLogin', undefined, '/yhLogin')).reply).toMatchObject({ code: 200, content: { data: 'CUST0007' } });
    expect((await app.inject({ method: 'POST', url: '/yhApi/yhLogin' })).statusCode).toBe(404);
  });

  it('names the bad field of a command payload', async () => {
    const { reply } = await call(anonymous, 'fclRate', { portofloadingcode: 'SHANGHAI' });
    expect(reply).toEqual({ code: 400, msg: '命令参数错误：data.portofloadingcode', status: 'error' });
  });

  it('refuses an envelope signed for another action', async () => {
    const payload = buildEnvelope({ ...anonymous, action: 'callYhApi', command: {} });
    const reply = await app.inject({ method: 'POST', url: '/yhApi/fclRate', payload, headers: { authorization: `Bearer ${anonymous.token}` } });
    expect(reply.json()).toEqual({ code: 400, msg: '报文中的 action 与调用的接口 fclRate 不一致', status: 'error' });
    expect(await ctx.kv.ttl(`nonce:anon_test:${payload.noncestr}`)).toBe(-2);
  });

  it('refuses anonymous callers of a customer action before spending the nonce', async () => {
    const { payload, reply } = await call(anonymous, 'inquiryFcl');
    expect(reply).toEqual({ code: 403, msg: '请先以客户身份登录后再使用此功能', status: 'error' });
    expect(await ctx.kv.ttl(`nonce:anon_test:${payload.noncestr}`)).toBe(-2);
    expect((await call(customer, 'inquiryFcl')).reply).toMatchObject({ code: 200, content: { data: { customerId: 7 } } });
  });

  it('replies a business outcome of the handler in the gateway shape', async () => {
    const other = await issuePortalCredentials(ctx, { usercode: 'CUST0008', isAnonymous: false, customerId: 8 });
    expect((await call(other, 'inquiryFcl')).reply).toEqual({ code: 404, msg: '访问资源不存在', status: 'error' });
  });
});

describe('verifyEnvelope', () => {
  it('checks and accepts a call for a route with its own reply shape', async () => {
    const { payload, reply } = await call(customer, 'refreshUserInfo');
    expect(reply).toEqual({ userInfo: { usercode: 'CUST0007' } });
    const replay = await app.inject({ method: 'POST', url: '/yhApi/refreshUserInfo', payload, headers: { authorization: `Bearer ${customer.token}` } });
    expect(replay.json()).toEqual({ code: 400, msg: '该请求已处理过，请勿重复提交' });
  });
});

describe('command registry', () => {
  const command: GatewayCommand = { customerOnly: false, handler: async () => null };

  it('registers a command once and refuses a second command under the same key', () => {
    registerGatewayCommand('routetestcommand', command);
    registerGatewayCommand('routetestcommand', command);
    expect(findGatewayCommand('routetestcommand')).toBe(command);
    expect(() => registerGatewayCommand('routetestcommand', { ...command })).toThrow(/registered twice/);
  });

  it('refuses an unknown key with a clear message', () => {
    expect(() => findGatewayCommand('nope')).toThrow(AppError);
    expect(() => findGatewayCommand(undefined)).toThrow(AppError);
  });
});

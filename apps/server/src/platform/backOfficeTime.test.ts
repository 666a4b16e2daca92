import Fastify, { type FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedText } from '@freight/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { staffClient } from '../../test/api';
import { sysConfig, sysPost } from '../db/schema/index';
import { callAction, callers, isoDay } from '../modules/portal/rates-common/testing';
import { registerBackOfficeTime } from './backOfficeTime';

const ruoYiTime = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** The last second of 10 May 2031 in China, and the first of the 11th. */
const lastSecond = new Date('2031-05-10T15:59:59Z');
const midnight = new Date('2031-05-10T16:00:00Z');

async function apart(t: TestApp) {
  const admin = await staffClient(t);
  await t.ctx.db.update(sysPost).set({ createTime: lastSecond }).where(eq(sysPost.postCode, 'ceo'));
  await t.ctx.db.update(sysConfig).set({ createTime: lastSecond }).where(eq(sysConfig.configKey, 'sys.index.skinName'));
  await t.ctx.db.update(sysConfig).set({ createTime: midnight }).where(eq(sysConfig.configKey, 'sys.user.initPassword'));
  const stored = await t.ctx.db.select({ postCode: sysPost.postCode, createTime: sysPost.createTime }).from(sysPost).orderBy(asc(sysPost.postSort));
  /** The keys of the parameters created within the range, as the list finds them. */
  const created = async (range: Record<string, string>) =>
    ((await admin.get(`/system/config/list?pageSize=100&${new URLSearchParams(range)}`)).rows as { configKey: string }[]).map((r) => r.configKey).sort();
  return { admin, stored, created };
}

describe('back-office replies in China time (the default)', () => {
  let t: TestApp;
  let setup: Awaited<ReturnType<typeof apart>>;
  beforeAll(async () => {
    t = await createTestApp();
    setup = await apart(t);
  });
  afterAll(async () => { await t.close(); });

  it('write every time of a list as yyyy-MM-dd HH:mm:ss on the deployment clock', async () => {
    const { rows } = await setup.admin.get('/system/post/list');
    expect(rows[0]).toMatchObject({ postCode: 'ceo', createTime: '2031-05-10 23:59:59' });
    expect(rows.map((r: { createTime: string }) => r.createTime)).toEqual(setup.stored.map((s) => zonedText(s.createTime, 'Asia/Shanghai')));
    expect(rows.every((r: { createTime: string }) => ruoYiTime.test(r.createTime))).toBe(true);
    expect((await setup.admin.get(`/system/post/${rows[0].postId}`)).data.createTime).toBe('2031-05-10 23:59:59');
  });

  it('read the bounds of a creation-time filter on that clock: a day whole, a time to its second', async () => {
    expect(await setup.created({ beginTime: '2031-05-11', endTime: '2031-05-11' })).toEqual(['sys.user.initPassword']);
    expect(await setup.created({ 'params[beginTime]': '2031-05-10', 'params[endTime]': '2031-05-10' })).toEqual(['sys.index.skinName']);
    expect(await setup.created({ 'params[beginTime]': '2031-05-10 23:59:59', 'params[endTime]': '2031-05-10 23:59:59' })).toEqual(['sys.index.skinName']);
    expect(await setup.created({ beginTime: '2031-05-10 23:59:59', endTime: '2031-05-11 00:00:00' })).toEqual(['sys.index.skinName', 'sys.user.initPassword']);
    expect(await setup.created({ beginTime: '2031-05-11 00:00:01' })).toEqual([]);
    expect((await setup.admin.get('/system/config/list?beginTime=2031-02-30')).code).toBe(400);
  });

  it('leave the portal gateway’s replies as its protocol has them', async () => {
    const reply = await callAction(t, (await callers(t)).customer, 'callYhApiRailway', { portofloadingcode: 'CNXIY', finaldestinationcode: 'RUMOW', etddatefrom: isoDay() });
    expect(reply).toMatchObject({ code: 200, status: 'ok' });
    const [row] = reply.content!.data.rows as { blclosetime: string }[];
    expect(row!.blclosetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });
});

describe('back-office replies in another zone', () => {
  let t: TestApp;
  let setup: Awaited<ReturnType<typeof apart>>;
  beforeAll(async () => {
    t = await createTestApp({ TIME_ZONE: 'America/New_York' });
    setup = await apart(t);
  });
  afterAll(async () => { await t.close(); });

  it('write and read times on that zone’s clock', async () => {
    const { rows } = await setup.admin.get('/system/post/list');
    expect(rows[0]).toMatchObject({ postCode: 'ceo', createTime: '2031-05-10 11:59:59' });
    expect(rows.map((r: { createTime: string }) => r.createTime)).toEqual(setup.stored.map((s) => zonedText(s.createTime, 'America/New_York')));
    expect(await setup.created({ beginTime: '2031-05-10', endTime: '2031-05-10' })).toEqual(['sys.index.skinName', 'sys.user.initPassword']);
    expect(await setup.created({ beginTime: '2031-05-10 12:00:00', endTime: '2031-05-10 12:00:00' })).toEqual(['sys.user.initPassword']);
  });
});

describe('which replies are written so', () => {
  const at = new Date('2026-12-02T03:30:00.250Z');
  const body = () => ({ at, rows: [{ at }], never: new Date(Number.NaN), text: at.toISOString() });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerBackOfficeTime(app, 'Asia/Shanghai');
    app.setErrorHandler((error: Error, _req, reply) => reply.code(500).send({ code: 500, msg: error.message }));
    app.get('/api/system/thing', async () => body());
    app.get('/api/system/unwritable', async () => ({ at, count: 1n }));
    app.post('/api/yhApi/thing', { config: { access: { gateway: true } } }, async () => body());
    app.get('/api/sso/thing', async () => body());
    app.get('/elsewhere', async () => body());
    await app.ready();
  });
  afterAll(async () => { await app.close(); });

  it('back-office routes only: neither the gateway, nor the sign-on provider, nor routes outside /api', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/system/thing' });
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.json()).toEqual({ at: '2026-12-02 11:30:00', rows: [{ at: '2026-12-02 11:30:00' }], never: null, text: '2026-12-02T03:30:00.250Z' });
    const untouched = JSON.parse(JSON.stringify(body()));
    expect((await app.inject({ method: 'POST', url: '/api/yhApi/thing' })).json()).toEqual(untouched);
    expect((await app.inject({ method: 'GET', url: '/api/sso/thing' })).json()).toEqual(untouched);
    expect((await app.inject({ method: 'GET', url: '/elsewhere' })).json()).toEqual(untouched);
  });

  it('answers an error met while writing the reply as JSON too', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/system/unwritable' });
    expect(reply.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(reply.json()).toEqual({ code: 500, msg: 'Do not know how to serialize a BigInt' });
  });
});

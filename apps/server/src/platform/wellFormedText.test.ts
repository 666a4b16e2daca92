import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { staffClient } from '../../test/api';
import { sysNotice, sysPost } from '../db/schema/index';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t, 'admin', 'en');
});
afterAll(async () => { await t.close(); });

const rows = async () => (await t.ctx.db.execute<{ n: number }>(sql`select (select count(*) from ${sysPost}) + (select count(*) from ${sysNotice}) as n`)).rows[0]!.n;

describe('lone UTF-16 surrogates in a back-office body (issue 14)', () => {
  it('are refused wherever they are, naming the field, before anything is stored', async () => {
    const before = await rows();
    const refusal = (field: string) => ({ code: 400, msg: `Invalid parameter: ${field} holds an invalid character (a lone UTF-16 surrogate)` });
    expect(await admin.post('/system/post', { postCode: 'ops', postName: '运营\ud800', postSort: 5 })).toEqual(refusal('postName'));
    expect(await admin.post('/system/notice', { noticeTitle: 'Notice', noticeType: '1', noticeContent: '<p>\udfff</p>' })).toEqual(refusal('noticeContent'));
    expect(await admin.post('/system/post', { postCode: 'ops', postName: 'Ops', postSort: 5, ['x\ud83d']: 1 })).toEqual(refusal('x\ud83d'));
    expect(await admin.put('/system/post', [{ nested: ['ok', '\ud800'] }])).toEqual(refusal('0.nested.1'));
    expect(await rows()).toBe(before);
    expect(await admin.post('/system/post', { postCode: 'ops', postName: '运营 🚢', postSort: 5 })).toMatchObject({ code: 200 });
  });

  it('are checked after the sign-in check: an anonymous caller still hears 401', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/system/post', payload: { postName: '\ud800' } });
    expect(reply.json()).toMatchObject({ code: 401 });
  });
});

describe('NUL characters, which PostgreSQL refuses in text (issue 7)', () => {
  const refusal = (field: string) => ({ code: 400, msg: `Invalid parameter: ${field} holds an invalid character (NUL)` });

  it('in the sign-in form are a clear refusal, not a failed query', async () => {
    const reply = await t.app.inject({ method: 'POST', url: '/api/login', headers: { 'accept-language': 'en-US' }, payload: { username: 'ad\u0000min', password: 'admin123' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual(refusal('username'));
  });

  it('in a list filter of the query string', async () => {
    expect(await admin.get('/system/user/list?userName=ad%00min')).toEqual(refusal('userName'));
    expect(await admin.get('/freight/port/list?portname=Shang%00hai')).toEqual(refusal('portname'));
  });

  it('in a saved record, which stays unsaved', async () => {
    const before = await rows();
    expect(await admin.post('/system/post', { postCode: 'ops', postName: '运营\u0000', postSort: 5 })).toEqual(refusal('postName'));
    expect(await admin.put('/system/post', { postId: 1, postCode: 'ceo', postName: 'x', postSort: 1, remark: ['a\u0000'] })).toEqual(refusal('remark.0'));
    expect(await rows()).toBe(before);
  });
});

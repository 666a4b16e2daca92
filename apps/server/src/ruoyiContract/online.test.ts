import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signIn, type TestApp } from '../../test/harness';
import { staffWith } from '../../test/api';
import { AjaxResult, tableData } from './replyShapes';
import { type RuoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

/** SysUserOnline as online/index.vue reads it: `parseTime(loginTime)` of a number of milliseconds. */
const Online = z.object({
  tokenId: z.string(), userName: z.string(), deptName: z.string().nullable(), ipaddr: z.string(), loginLocation: z.string(), browser: z.string(), os: z.string(),
  loginTime: z.number().int().positive(),
}).loose();

const stillSignedIn = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/getInfo', headers: { authorization: `Bearer ${token}` } })).json().code === 200;

describe('monitor/online.js', () => {
  it('list', async () => {
    for (let i = 0; i < 11; i++) await signIn(t, 'ry', 'admin123');
    // The screen sends only its two filters and pages the whole list itself (`onlineList.slice(...)`).
    const all = tableData(Online).parse(await admin.call({ method: 'GET', url: '/monitor/online/list', params: { ipaddr: undefined, userName: undefined } }));
    expect(all.rows).toHaveLength(all.total);
    expect(all.total).toBeGreaterThanOrEqual(12);
    const ry = tableData(Online).parse(await admin.call({ method: 'GET', url: '/monitor/online/list', params: { ipaddr: '127.0.0.1', userName: 'ry' } }));
    expect(ry.rows).toHaveLength(11);
    expect(ry.rows.every((r) => r.userName === 'ry')).toBe(true);
  });

  it('forceLogout', async () => {
    const { token } = await signIn(t, 'admin', 'admin123');
    const { rows } = tableData(Online).parse(await admin.call({ method: 'GET', url: '/monitor/online/list', params: { userName: 'admin' } }));
    const other = rows.filter((r) => r.tokenId !== (JSON.parse(Buffer.from(admin.token.split('.')[1]!, 'base64url').toString()) as { sid?: string }).sid);
    expect(other.length).toBeGreaterThan(0);
    const lacking = await staffWith(t, 'online_reader', ['monitor:online:list']);
    expect(await lacking.del(`/monitor/online/${other[0]!.tokenId}`)).toMatchObject({ code: 403 });
    for (const session of other) AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/monitor/online/${session.tokenId}` }));
    expect(await stillSignedIn(token!)).toBe(false);
    expect(await stillSignedIn(admin.token)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signIn, type TestApp } from '../../test/harness';
import { staffWith } from '../../test/api';
import { AjaxResult, ruoyiRefusal, RuoyiTime, tableData } from './replyShapes';
import { type RuoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

/** SysLogininfor as logininfor/index.vue reads it: status a string for `dict-tag` of sys_common_status. */
const LoginLog = z.object({
  infoId: z.number(), userName: z.string(), ipaddr: z.string(), loginLocation: z.string(), browser: z.string(), os: z.string(),
  status: z.enum(['0', '1']), msg: z.string(), loginTime: RuoyiTime,
}).loose();

/** The screen's query: filters, the column sort it starts with, and the date range under `params`. */
const logQuery = (over: Record<string, unknown> = {}) => ({
  pageNum: 1, pageSize: 10, ipaddr: undefined, userName: undefined, status: undefined, orderByColumn: 'loginTime', isAsc: 'descending', ...over,
});
const list = async (over: Record<string, unknown> = {}) => tableData(LoginLog).parse(await admin.call({ method: 'GET', url: '/monitor/logininfor/list', params: logQuery(over) }));

describe('monitor/logininfor.js', () => {
  it('list', async () => {
    await signIn(t, 'admin', 'wrong-password');
    const failed = await list({ userName: 'admin', status: '1', params: { beginTime: '2000-01-01', endTime: '2099-12-31' } });
    expect(failed.total).toBeGreaterThanOrEqual(1);
    expect(failed.rows[0]).toMatchObject({ userName: 'admin', status: '1', ipaddr: '127.0.0.1' });
    const succeeded = await list({ userName: 'admin', status: '0' });
    expect(succeeded.rows.every((r) => r.status === '0')).toBe(true);
    expect(succeeded.total).toBeGreaterThanOrEqual(1);
    // Sorted by the user name's header, then back to the newest first.
    await signIn(t, 'ry', 'admin123');
    const byName = (await list({ orderByColumn: 'userName', isAsc: 'ascending' })).rows.map((r) => r.userName);
    expect(byName).toEqual([...byName].sort());
    expect(byName[0]).toBe('admin');
    const byTime = (await list({ orderByColumn: 'loginTime', isAsc: 'descending' })).rows.map((r) => r.infoId);
    expect(byTime).toEqual([...byTime].sort((a, b) => b - a));
  });

  it('delLogininfor', async () => {
    await signIn(t, 'ry', 'wrong-one');
    await signIn(t, 'ry', 'wrong-two');
    const ids = (await list({ userName: 'ry', status: '1' })).rows.map((r) => r.infoId);
    expect(ids.length).toBeGreaterThanOrEqual(2);
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/monitor/logininfor/${ids.join(',')}` }));
    expect((await list({ userName: 'ry', status: '1' })).total).toBe(0);
  });

  it('unlockLogininfor', async () => {
    await staffWith(t, 'locked1');
    for (let i = 0; i < 5; i++) await signIn(t, 'locked1', 'wrong');
    expect(ruoyiRefusal(500).parse(await signIn(t, 'locked1', 'admin123')).msg).toMatch(/锁定/);
    // The unlock button sends the one selected row's user name.
    const lacking = await staffWith(t, 'unlock_reader', ['monitor:logininfor:list']);
    expect(await lacking.get('/monitor/logininfor/unlock/locked1')).toMatchObject({ code: 403 });
    AjaxResult.parse(await admin.call({ method: 'GET', url: '/monitor/logininfor/unlock/locked1' }));
    expect((await signIn(t, 'locked1', 'admin123')).code).toBe(200);
  });

  it('cleanLogininfor', async () => {
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: '/monitor/logininfor/clean' }));
    expect((await list()).total).toBe(0);
  });
});

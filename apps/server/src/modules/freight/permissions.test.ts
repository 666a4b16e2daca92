import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysOperLog } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/harness';
import { staffWith } from '../../../test/api';

let t: TestApp;
let clerk: Awaited<ReturnType<typeof staffWith>>;
beforeAll(async () => {
  t = await createTestApp();
  clerk = await staffWith(t, 'clerk');
});
afterAll(async () => { await t.close(); });

/** Every maintenance resource of the freight menu, by its path. */
const resources = ['port', 'tradeLane', 'carrier', 'truckRate', 'seaRate', 'railLclRate', 'railFclRate', 'holiday', 'exchangeRate', 'customer'];
const denied = { code: 403, msg: '当前操作没有权限' };

describe('freight maintenance without its permissions', () => {
  it.each(resources)('refuses %s on the server: list, read, add, edit, delete, export, import, and changes nothing', async (resource) => {
    const base = `/freight/${resource}`;
    const before = await t.ctx.db.$count(sysOperLog);
    expect(await clerk.get(`${base}/list`)).toEqual(denied);
    expect(await clerk.get(`${base}/1`)).toEqual(denied);
    expect(await clerk.post(base, {})).toEqual(denied);
    expect(await clerk.put(base, {})).toEqual(denied);
    expect(await clerk.del(`${base}/1`)).toEqual(denied);
    expect(await clerk.post(`${base}/importTemplate`, {})).toEqual(denied);
    expect((await t.app.inject({ method: 'POST', url: `/api${base}/export`, headers: { authorization: `Bearer ${clerk.token}` } })).json()).toEqual(denied);
    expect((await t.app.inject({ method: 'POST', url: `/api${base}/importData`, headers: { authorization: `Bearer ${clerk.token}` } })).json()).toEqual(denied);
    // Refusals are logged as failed operations; nothing else was written.
    await expect.poll(() => t.ctx.db.$count(sysOperLog)).toBe(before + 6);
  });
});

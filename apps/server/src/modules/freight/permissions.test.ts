import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysOperLog } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../../test/harness';
import { staffClient } from '../../../test/api';

let t: TestApp;
let ry: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  ry = await staffClient(t, 'ry');
});
afterAll(async () => { await t.close(); });

/** Every maintenance resource of the freight menu, by its path. */
const resources = ['port', 'tradeLane', 'carrier', 'truckRate', 'seaRate', 'railLclRate', 'railFclRate', 'holiday', 'exchangeRate', 'customer'];
const denied = { code: 403, msg: '当前操作没有权限' };

describe('freight maintenance without its permissions', () => {
  it.each(resources)('refuses %s on the server: list, read, add, edit, delete, export, import, and changes nothing', async (resource) => {
    const base = `/freight/${resource}`;
    const before = await t.ctx.db.$count(sysOperLog);
    expect(await ry.get(`${base}/list`)).toEqual(denied);
    expect(await ry.get(`${base}/1`)).toEqual(denied);
    expect(await ry.post(base, {})).toEqual(denied);
    expect(await ry.put(base, {})).toEqual(denied);
    expect(await ry.del(`${base}/1`)).toEqual(denied);
    expect(await ry.post(`${base}/importTemplate`, {})).toEqual(denied);
    expect((await t.app.inject({ method: 'POST', url: `/api${base}/export`, headers: { authorization: `Bearer ${ry.token}` } })).json()).toEqual(denied);
    expect((await t.app.inject({ method: 'POST', url: `/api${base}/importData`, headers: { authorization: `Bearer ${ry.token}` } })).json()).toEqual(denied);
    // Refusals are logged as failed operations; nothing else was written.
    await expect.poll(() => t.ctx.db.$count(sysOperLog)).toBe(before + 6);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { staffClient } from '../../../../test/api';
import type { Actor } from '../../../platform/commands/actor';
import { cacheCommands } from '../cache/commands';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let ry: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
  ry = await staffClient(t, 'ry');
});
afterAll(async () => { await t.close(); });

describe('monitor permissions', () => {
  // First: clearing all caches below signs everyone out.
  it('refuses both monitors without their permissions', async () => {
    expect(await ry.get('/monitor/server')).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await ry.get('/monitor/cache')).code).toBe(403);
    expect((await ry.get('/monitor/cache/getKeys/session')).code).toBe(403);
    expect((await ry.del('/monitor/cache/clearCacheAll')).code).toBe(403);
  });
});

describe('server monitor', () => {
  it('shows CPU, memory, the Node process, disks, the database and the shared store', async () => {
    const { code, data } = await admin.get('/monitor/server');
    expect(code).toBe(200);
    expect(data.cpu.cpuNum).toBeGreaterThan(0);
    expect(data.mem.total).toBeGreaterThan(data.mem.free);
    expect(data.jvm).toMatchObject({ name: 'Node.js', version: process.version, pid: process.pid });
    expect(data.sysFiles.some((d: { dirName: string; total: string }) => d.dirName === '/' && d.total !== '0 B')).toBe(true);
    expect(data.database).toMatchObject({ kind: t.ctx.database.kind, ok: true, version: expect.stringContaining('PostgreSQL') });
    expect(data.store).toMatchObject({ kind: 'memory', ok: true });
    expect(data.store.keys).toBeGreaterThan(0);
  });
});

describe('cache monitor', () => {
  it('lists caches by prefix with sizes, shows reference values only, and clears by key, by name and all', async () => {
    await t.kv.set('sys_config:monitor.test', 'value-1', 60);
    await t.kv.set('sys_config:monitor.other', 'v2', 60);
    const overview = (await admin.get('/monitor/cache')).data;
    expect(overview.kind).toBe('memory');
    const config = overview.names.find((c: { cacheName: string }) => c.cacheName === 'sys_config');
    expect(config.keys).toBeGreaterThanOrEqual(2);
    expect(config.bytes).toBeGreaterThanOrEqual(9);
    expect(overview.names.some((c: { cacheName: string }) => c.cacheName === 'session')).toBe(true);

    const { details } = await admin.get('/monitor/cache/getKeys/sys_config');
    expect(details).toContainEqual({ cacheKey: 'sys_config:monitor.test', bytes: 7, ttl: expect.any(Number) });
    expect((await admin.get('/monitor/cache/getValue?cacheKey=sys_config%3Amonitor.test')).data)
      .toMatchObject({ cacheName: 'sys_config', cacheKey: 'monitor.test', cacheValue: 'value-1', bytes: 7 });
    // Sessions are listed with their sizes but their values (tokens) are never shown.
    const [sessionKey] = (await admin.get('/monitor/cache/getKeys/session')).data as string[];
    expect((await admin.get(`/monitor/cache/getValue?cacheKey=${encodeURIComponent(sessionKey!)}`)).data.cacheValue).toBeNull();
    expect((await admin.get('/monitor/cache/getKeys/nothing_here')).data).toEqual([]);
    expect((await admin.get('/monitor/cache/getValue?cacheKey=nothing_here%3Ax')).code).toBe(404);

    expect(await admin.del('/monitor/cache/clearCacheKey?cacheKey=sys_config%3Amonitor.test')).toMatchObject({ code: 200 });
    expect(await t.kv.get('sys_config:monitor.test')).toBeNull();
    expect(await t.kv.get('sys_config:monitor.other')).toBe('v2');
    expect(await admin.del('/monitor/cache/clearCacheName/sys_config')).toMatchObject({ code: 200 });
    expect(await t.kv.keys('sys_config:')).toEqual([]);
    expect(await admin.del('/monitor/cache/clearCacheAll')).toMatchObject({ code: 200 });
    expect(await t.kv.keys('')).toEqual([]);
  });
});

describe('the cache commands', () => {
  it('check the permission themselves, whatever door calls them, and clear nothing when it is missing', async () => {
    const clerk: Actor = { userId: 2, userName: 'ry', deptName: '', roles: ['common'], permissions: ['monitor:server:list'], request: { method: 'PUT', route: '', url: '', ip: '' } };
    await t.kv.set('sys_config:monitor.kept', 'value', 60);
    await expect(cacheCommands.clearKey(t.ctx, clerk, 'sys_config:monitor.kept')).rejects.toMatchObject({ replyCode: 403 });
    await expect(cacheCommands.clearName(t.ctx, clerk, 'sys_config')).rejects.toMatchObject({ replyCode: 403 });
    await expect(cacheCommands.clearAll(t.ctx, clerk)).rejects.toMatchObject({ replyCode: 403 });
    expect(await t.kv.get('sys_config:monitor.kept')).toBe('value');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/harness';
import { staffWith } from '../../test/api';
import { AjaxResult, ajaxData } from './replyShapes';
import { type RuoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

/** What cache/index.vue reads of `info` (a Redis INFO reply: every value a string). */
const CacheInfo = z.object({
  redis_version: z.string().min(1), redis_mode: z.string(), tcp_port: z.string(), connected_clients: z.string(), uptime_in_days: z.string(),
  used_memory_human: z.string().regex(/^\d+(\.\d+)?[BKMG]$/), used_cpu_user_children: z.string(), maxmemory_human: z.string(),
  aof_enabled: z.enum(['0', '1']), rdb_last_bgsave_status: z.string(), instantaneous_input_kbps: z.string(), instantaneous_output_kbps: z.string(),
}).loose();
/** CacheController's SysCache: the remark of a name, or a key's value with the name and key as the dialog shows them. */
const SysCache = z.object({ cacheName: z.string(), cacheKey: z.string(), cacheValue: z.string().nullable(), remark: z.string() });

const names = async () => ajaxData(z.array(SysCache)).parse(await admin.call({ method: 'GET', url: '/monitor/cache/getNames' })).data;
const keysOf = async (cacheName: string) => ajaxData(z.array(z.string())).parse(await admin.call({ method: 'GET', url: `/monitor/cache/getKeys/${cacheName}` })).data;

describe('monitor/cache.js', () => {
  it('getCache', async () => {
    await t.kv.set('sys_config:contract.cache', 'value-1', 60);
    const { data } = ajaxData(z.object({
      info: CacheInfo, dbSize: z.number().int().positive(),
      commandStats: z.array(z.object({ name: z.string(), value: z.string().regex(/^\d+$/) })).min(1),
    }).loose()).parse(await admin.call({ method: 'GET', url: '/monitor/cache' }));
    // Run without Redis: the in-process store answers, as one standalone instance of this process.
    expect(data.info).toMatchObject({ redis_mode: 'standalone', aof_enabled: '0' });
    expect(data.dbSize).toBe((await t.kv.keys('')).length);
    // The pie shows what the store holds, by cache.
    expect(data.commandStats).toContainEqual({ name: 'sys_config', value: expect.stringMatching(/^[1-9]\d*$/) });
    expect(data.commandStats).toContainEqual({ name: 'session', value: '1' });
  });

  it('listCacheName', async () => {
    const list = await names();
    // Names as RuoYi writes them (`sys_config:`), each with what it holds; list.vue strips the colon to show them.
    expect(list).toContainEqual({ cacheName: 'sys_config:', cacheKey: '', cacheValue: '', remark: '配置信息' });
    expect(list).toContainEqual({ cacheName: 'session:', cacheKey: '', cacheValue: '', remark: expect.stringContaining('会话') });
    expect(list.every((c) => c.remark.length > 0)).toBe(true);
  });

  it('listCacheKey', async () => {
    await t.kv.set('sys_config:contract.keys', 'v', 60);
    // The full keys, sorted, as list.vue's keyFormatter strips the name it asked with.
    const keys = await keysOf('sys_config:');
    expect(keys).toContain('sys_config:contract.keys');
    expect(keys).toEqual([...keys].sort());
    // A cache that holds nothing (just cleared) is an empty list, not an error the screen would pop up.
    expect(await keysOf('captcha:')).toEqual([]);
    // Key names that are secrets themselves (a one-time link's token, the sign-on service's tokens) are never listed.
    await t.kv.set('quote-pdf:one-time-link-token', '{}', 60);
    await t.kv.set('oidc:AccessToken:opaque-access-token', '{}', 60);
    expect(await keysOf('quote-pdf:')).toEqual([]);
    expect(await keysOf('oidc:')).toEqual([]);
  });

  it('getCacheValue', async () => {
    await t.kv.set('sys_config:contract.value', 'value-2', 60);
    const value = (url: string) => admin.call({ method: 'GET', url });
    expect(ajaxData(SysCache).parse(await value('/monitor/cache/getValue/sys_config:/sys_config:contract.value')).data)
      .toEqual({ cacheName: 'sys_config', cacheKey: 'contract.value', cacheValue: 'value-2', remark: '' });

    // A session's value (whose token names it) is never shown, whichever cache name the request claims.
    const [sessionKey] = await keysOf('session:');
    for (const claimed of ['session:', 'sys_config:']) {
      const reply = ajaxData(SysCache).parse(await value(`/monitor/cache/getValue/${claimed}/${sessionKey}`));
      expect(reply.data).toMatchObject({ cacheValue: null, remark: expect.stringContaining('不予显示') });
      expect(JSON.stringify(reply)).not.toContain(admin.token);
    }
  });

  it('getCacheValue of a key being cleared', async () => {
    // list.vue's clear-key button sits in a row with @row-click: one click sends clearCacheKey and then getCacheValue of
    // the same key. The read answers as RuoYi's does for a key that is gone (no value), not an error notification.
    await t.kv.set('sys_config:contract.gone', 'v', 60);
    const [cleared, read] = [
      await admin.call({ method: 'DELETE', url: '/monitor/cache/clearCacheKey/sys_config:contract.gone' }),
      await admin.call({ method: 'GET', url: '/monitor/cache/getValue/sys_config:/sys_config:contract.gone' }),
    ];
    AjaxResult.parse(cleared);
    expect(ajaxData(SysCache).parse(read).data).toEqual({ cacheName: 'sys_config', cacheKey: 'contract.gone', cacheValue: null, remark: '' });
    // A session key that is gone tells nothing either.
    expect(ajaxData(SysCache).parse(await admin.call({ method: 'GET', url: '/monitor/cache/getValue/session:/session:no-such-session' })).data)
      .toMatchObject({ cacheValue: null });
  });

  it('clearCacheName', async () => {
    await t.kv.set('sys_config:contract.name', 'v', 60);
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: '/monitor/cache/clearCacheName/sys_config:' }));
    expect(await keysOf('sys_config:')).toEqual([]);
    // Clearing it again (nothing left) succeeds as RuoYi's does.
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: '/monitor/cache/clearCacheName/sys_config:' }));

    const clerk = await staffWith(t, 'cachename_reader', ['monitor:server:list']);
    await t.kv.set('sys_config:contract.kept', 'v', 60);
    expect(await clerk.del('/monitor/cache/clearCacheName/sys_config:')).toMatchObject({ code: 403 });
    expect(await t.kv.get('sys_config:contract.kept')).toBe('v');
  });

  it('clearCacheKey', async () => {
    await t.kv.set('sys_config:contract.one', 'v', 60);
    await t.kv.set('sys_config:contract.two', 'v', 60);
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: '/monitor/cache/clearCacheKey/sys_config:contract.one' }));
    expect(await t.kv.get('sys_config:contract.one')).toBeNull();
    expect(await t.kv.get('sys_config:contract.two')).toBe('v');

    const clerk = await staffWith(t, 'cachekey_reader', ['monitor:server:list']);
    expect(await clerk.del('/monitor/cache/clearCacheKey/sys_config:contract.two')).toMatchObject({ code: 403 });
    expect(await t.kv.get('sys_config:contract.two')).toBe('v');
  });

  // Last: clearing everything signs everyone out.
  it('clearCacheAll', async () => {
    await t.kv.set('sys_config:contract.all', 'v', 60);
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: '/monitor/cache/clearCacheAll' }));
    expect(await t.kv.get('sys_config:contract.all')).toBeNull();
    expect((await t.kv.keys('session:')).length).toBe(0);
  });
});

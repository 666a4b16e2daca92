import { eq } from 'drizzle-orm';
import { ConfigBody, edited } from '@freight/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysConfig } from '../../../db/schema/index';
import { systemParameters } from '../../../db/seed/dictionaries';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { lastOperation, lastOperationId, readWorkbook, staffClient } from '../../../../test/api';
import type { Actor } from '../../../platform/commands/actor';
import { configCommands } from './commands';
import { configValue } from './values';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const findConfig = async (configKey: string) => (await admin.get(`/system/config/list?configKey=${configKey}`)).rows[0];
const parameter = { configName: '运价-默认币种', configKey: 'freight.defaultCurrency', configValue: 'USD', configType: 'N' };

describe('parameters', () => {
  it('lists parameters filtered by name, key, type and creation date', async () => {
    expect((await admin.get('/system/config/list')).total).toBe(systemParameters.length);
    expect((await admin.get('/system/config/list?configName=验证码')).rows[0]).toMatchObject({ configKey: 'sys.account.captchaEnabled', configValue: 'true' });
    expect((await admin.get('/system/config/list?configType=N')).total).toBe(0);
    expect((await admin.get('/system/config/list?beginTime=2001-01-01&endTime=2001-01-02')).total).toBe(0);
    expect((await admin.get('/system/config/list?configType=X')).msg).toBe('系统内置只能是 Y 或 N');
  });

  it('adds, reads, edits and deletes, the value read through the cache', async () => {
    const before = await lastOperationId(t);
    expect(await admin.post('/system/config', parameter)).toMatchObject({ code: 200 });
    expect(await lastOperation(t, '参数管理', before, 'POST /api/system/config')).toMatchObject({ businessType: 1 });
    expect((await admin.get('/system/config/configKey/freight.defaultCurrency')).data).toBe('USD');
    expect(await t.kv.get('sys_config:freight.defaultCurrency')).toBe('USD');

    const currency = await findConfig('freight.defaultCurrency');
    expect((await admin.get(`/system/config/${currency.configId}`)).data).toMatchObject(parameter);
    expect(await admin.put('/system/config', { ...currency, configValue: 'CNY' })).toMatchObject({ code: 200 });
    expect((await admin.get('/system/config/configKey/freight.defaultCurrency')).data).toBe('CNY');
    expect(await admin.del(`/system/config/${currency.configId}`)).toMatchObject({ code: 200 });
    expect((await admin.get('/system/config/configKey/freight.defaultCurrency')).data).toBe('');
  });

  it('refreshing the cache makes a change made elsewhere visible', async () => {
    expect((await admin.get('/system/config/configKey/sys.index.skinName')).data).toBe('skin-blue');
    await t.ctx.db.update(sysConfig).set({ configValue: 'skin-green' }).where(eq(sysConfig.configKey, 'sys.index.skinName'));
    expect((await admin.get('/system/config/configKey/sys.index.skinName')).data).toBe('skin-blue');
    expect(await admin.del('/system/config/refreshCache')).toMatchObject({ code: 200 });
    expect((await admin.get('/system/config/configKey/sys.index.skinName')).data).toBe('skin-green');
  });

  it('requires a value, as RuoYi does, in the caller language, and writes nothing without one', async () => {
    const messages = { zh: '参数键值不能为空', en: 'The parameter value cannot be empty', ru: 'Значение параметра не может быть пустым' } as const;
    for (const language of ['zh', 'en', 'ru'] as const) {
      const client = await staffClient(t, 'admin', language);
      expect(await client.post('/system/config', { ...parameter, configKey: 'freight.noValue', configValue: '  ' })).toEqual({ code: 400, msg: messages[language] });
      expect((await client.post('/system/config', { ...parameter, configKey: 'freight.noValue', configValue: undefined })).msg).toBe(messages[language]);
    }
    expect(await findConfig('freight.noValue')).toBeUndefined();
    const skin = await findConfig('sys.index.skinName');
    expect((await admin.put('/system/config', { ...skin, configValue: '' })).msg).toBe(messages.zh);
    expect((await findConfig('sys.index.skinName')).configValue).toBe(skin.configValue);
  });

  it('keeps keys unique, checks fields in the caller language, and never deletes a built-in parameter', async () => {
    expect(await admin.post('/system/config', { ...parameter, configKey: 'sys.index.skinName' })).toEqual({ code: 500, msg: "新增参数'运价-默认币种'失败，参数键名已存在" });
    expect((await admin.post('/system/config', { ...parameter, configKey: '' })).msg).toBe('参数键名不能为空');
    const english = await staffClient(t, 'admin', 'en');
    expect((await english.post('/system/config', { ...parameter, configName: undefined })).msg).toBe('The parameter name cannot be empty');
    const skin = await findConfig('sys.index.skinName');
    expect((await admin.put('/system/config', { ...skin, configKey: 'sys.index.sideTheme' })).msg).toBe(`修改参数'${skin.configName}'失败，参数键名已存在`);
    await admin.post('/system/config', parameter);
    const currency = await findConfig('freight.defaultCurrency');
    expect(await admin.del(`/system/config/${currency.configId},${skin.configId}`)).toEqual({ code: 500, msg: '内置参数【sys.index.skinName】不能删除' });
    expect((await admin.get('/system/config/list')).total).toBe(systemParameters.length + 1);
  });

  it('streams a large export batch by batch', async () => {
    const extra = Array.from({ length: 2500 }, (_, i) => ({ configName: `批量参数${i}`, configKey: `bulk.${i}`, configValue: String(i), configType: 'N' }));
    for (let i = 0; i < extra.length; i += 500) await t.ctx.db.insert(sysConfig).values(extra.slice(i, i + 500));
    const rows = await readWorkbook(await admin.exportFile('/system/config/export', { configKey: 'bulk.' }));
    expect(rows[0]).toEqual(['参数主键', '参数名称', '参数键名', '参数键值', '系统内置', '备注', '创建时间']);
    expect(rows).toHaveLength(2501);
    expect(new Set(rows.slice(1).map((r) => r[2])).size).toBe(2500);
    expect(rows[1]![4]).toBe('否');
  });

  it('lets any signed-in person read a parameter by key, and refuses the rest to a person without permissions', async () => {
    const ry = await staffClient(t, 'ry');
    expect((await ry.get('/system/config/configKey/sys.account.registerUser')).data).toBe('false');
    expect(await ry.get('/system/config/list')).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await ry.get('/system/config/1')).code).toBe(403);
    expect((await ry.post('/system/config', parameter)).code).toBe(403);
    expect((await ry.put('/system/config', { ...parameter, configId: 1 })).code).toBe(403);
    expect((await ry.del('/system/config/1')).code).toBe(403);
    expect((await ry.del('/system/config/refreshCache')).code).toBe(403);
    expect((await ry.exportFile('/system/config/export')).json().code).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/system/config/configKey/sys.user.initPassword' })).json().code).toBe(401);
  });
});

describe('the parameter commands', () => {
  it('check the permission themselves, whatever door calls them, and change nothing when it is missing', async () => {
    const reader: Actor = { userId: 2, userName: 'ry', deptName: '', roles: ['common'], permissions: ['system:config:list', 'system:config:query'], request: { method: 'PUT', route: '', url: '', ip: '' } };
    const skin = await findConfig('sys.index.skinName');
    await configValue(t.ctx, 'sys.index.skinName');
    await expect(configCommands.add(t.ctx, reader, ConfigBody.parse({ ...parameter, configKey: 'freight.notAdded' }))).rejects.toMatchObject({ replyCode: 403 });
    await expect(configCommands.edit(t.ctx, reader, edited(ConfigBody).parse({ ...skin, configValue: 'skin-red' }))).rejects.toMatchObject({ replyCode: 403 });
    await expect(configCommands.remove(t.ctx, reader, [skin.configId])).rejects.toMatchObject({ replyCode: 403 });
    await expect(configCommands.refreshCache(t.ctx, reader)).rejects.toMatchObject({ replyCode: 403 });
    expect(await findConfig('sys.index.skinName')).toEqual(skin);
    expect(await findConfig('freight.notAdded')).toBeUndefined();
    expect(await t.ctx.kv.get('sys_config:sys.index.skinName')).not.toBeNull();
  });
});

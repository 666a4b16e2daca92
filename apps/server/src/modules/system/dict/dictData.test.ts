import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { lastOperation, lastOperationId, readWorkbook, staffClient, staffWith } from '../../../../test/api';
import { DictDataBody, edited } from '@freight/domain';
import type { Actor } from '../../../platform/commands/actor';
import { dictDataCommands } from './commands';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

interface Entry { dictCode: number; dictLabel: string; dictValue: string; listClass: string | null }
const entries = async (type: string, client = admin): Promise<Entry[]> => (await client.get(`/system/dict/data/type/${type}`)).data;
const entry = { dictType: 'sys_normal_disable', dictLabel: '草稿', dictValue: '2', dictSort: 3, listClass: 'warning', status: '0' };

describe('dictionary entries', () => {
  it('lists the entries of a type by order, filtered by label and status', async () => {
    const list = await admin.get('/system/dict/data/list?dictType=sys_normal_disable');
    expect(list.total).toBe(2);
    expect(list.rows.map((d: Entry) => d.dictLabel)).toEqual(['正常', '停用']);
    expect((await admin.get('/system/dict/data/list?dictType=sys_oper_type&dictLabel=出')).rows.map((d: Entry) => d.dictValue)).toEqual(['5']);
    expect((await admin.get('/system/dict/data/list?dictType=sys_oper_type&pageSize=3')).rows).toHaveLength(3);
    expect((await admin.get('/system/dict/data/list?dictType=sys_oper_type&status=1')).total).toBe(0);
  });

  it('answers a type in the caller language, Chinese where no translation exists', async () => {
    expect((await entries('sys_normal_disable')).map((d) => d.dictLabel)).toEqual(['正常', '停用']);
    const english = await staffClient(t, 'admin', 'en');
    expect((await entries('sys_normal_disable', english)).map((d) => d.dictLabel)).toEqual(['Normal', 'Disabled']);
    const russian = await staffClient(t, 'admin', 'ru');
    expect((await entries('sys_normal_disable', russian))[0]).toMatchObject({ dictLabel: 'Активен', dictValue: '0', listClass: 'primary' });
    await admin.post('/system/dict/data', { ...entry, dictType: 'sys_yes_no', dictLabel: '待定', dictValue: 'P' });
    expect((await entries('sys_yes_no', english)).map((d) => d.dictLabel)).toEqual(['Yes', 'No', '待定']);
  });

  it('caches a type per language and drops the cache when an entry is added, changed or deleted', async () => {
    await entries('sys_normal_disable');
    const english = await staffClient(t, 'admin', 'en');
    await entries('sys_normal_disable', english);
    expect(await t.kv.keys('sys_dict:sys_normal_disable:')).toEqual(expect.arrayContaining(['sys_dict:sys_normal_disable:en_US', 'sys_dict:sys_normal_disable:zh_CN']));

    const before = await lastOperationId(t);
    expect(await admin.post('/system/dict/data', { ...entry, dictLabelEn: 'Draft' })).toMatchObject({ code: 200 });
    expect(await lastOperation(t, '字典数据', before, 'POST /api/system/dict/data')).toMatchObject({ businessType: 1 });
    expect(await t.kv.keys('sys_dict:sys_normal_disable:')).toEqual([]);
    const draft = (await entries('sys_normal_disable')).find((d) => d.dictValue === '2')!;
    expect(draft).toMatchObject({ dictLabel: '草稿', listClass: 'warning' });
    expect((await entries('sys_normal_disable', english)).map((d) => d.dictLabel)).toEqual(['Normal', 'Disabled', 'Draft']);

    const stored = (await admin.get(`/system/dict/data/${draft.dictCode}`)).data;
    expect(await admin.put('/system/dict/data', { ...stored, dictLabel: '暂存', listClass: 'info' })).toMatchObject({ code: 200 });
    expect((await entries('sys_normal_disable')).find((d) => d.dictValue === '2')).toMatchObject({ dictLabel: '暂存', listClass: 'info' });

    expect(await admin.del(`/system/dict/data/${draft.dictCode}`)).toMatchObject({ code: 200 });
    expect((await entries('sys_normal_disable')).map((d) => d.dictValue)).toEqual(['0', '1']);
  });

  it('checks label, value and order in the caller language, and the type must exist', async () => {
    expect(await admin.post('/system/dict/data', { ...entry, dictLabel: '' })).toEqual({ code: 400, msg: '数据标签不能为空' });
    expect((await admin.post('/system/dict/data', { ...entry, dictValue: ' ' })).msg).toBe('数据键值不能为空');
    expect((await admin.post('/system/dict/data', { ...entry, dictSort: -1 })).msg).toBe('排序不能小于 0');
    const english = await staffClient(t, 'admin', 'en');
    expect((await english.post('/system/dict/data', { ...entry, dictSort: undefined })).msg).toBe('The order cannot be empty');
    expect((await admin.post('/system/dict/data', { ...entry, dictType: 'no_such_type' })).msg).toBe("字典类型'no_such_type'不存在");
    expect((await admin.post('/system/dict/data', { ...entry, listClass: 'purple' })).code).toBe(400);
  });

  it('exports the entries of a type as an xlsx', async () => {
    const rows = await readWorkbook(await admin.exportFile('/system/dict/data/export', { dictType: 'sys_user_sex' }));
    expect(rows[0]!.slice(0, 6)).toEqual(['字典编码', '显示排序', '数据标签', '英文标签', '俄文标签', '数据键值']);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['男', '女', '未知']);
  });

  it('lets a person with list and query read, and refuses every change', async () => {
    const reader = await staffWith(t, 'reader', ['system:dict:list', 'system:dict:query']);
    const before = await lastOperationId(t);
    const [first] = (await reader.get('/system/dict/data/list?dictType=sys_user_sex')).rows;
    expect((await reader.get(`/system/dict/data/${first.dictCode}`)).data.dictLabel).toBe('男');
    expect((await entries('sys_user_sex', reader))).toHaveLength(3);
    expect(await reader.post('/system/dict/data', entry)).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await reader.put('/system/dict/data', first)).code).toBe(403);
    expect((await reader.del(`/system/dict/data/${first.dictCode}`)).code).toBe(403);
    expect((await reader.exportFile('/system/dict/data/export')).json().code).toBe(403);
    expect(await lastOperation(t, '字典数据', before)).toMatchObject({ operName: 'reader', status: '1', errorMsg: '当前操作没有权限' });
  });
});

describe('the dictionary entry commands', () => {
  it('check the permission themselves, whatever door calls them, and change nothing when it is missing', async () => {
    const reader: Actor = { userId: 2, userName: 'ry', deptName: '', roles: ['common'], permissions: ['system:dict:list', 'system:dict:query'], request: { method: 'PUT', route: '', url: '', ip: '' } };
    const [first] = (await admin.get('/system/dict/data/list?dictType=sys_user_sex')).rows;
    await expect(dictDataCommands.add(t.ctx, reader, DictDataBody.parse(entry))).rejects.toMatchObject({ replyCode: 403 });
    await expect(dictDataCommands.edit(t.ctx, reader, edited(DictDataBody).parse({ ...first, dictLabel: '越权' }))).rejects.toMatchObject({ replyCode: 403 });
    await expect(dictDataCommands.remove(t.ctx, reader, [first.dictCode])).rejects.toMatchObject({ replyCode: 403 });
    expect((await admin.get(`/system/dict/data/${first.dictCode}`)).data).toEqual(first);
    expect((await entries('sys_normal_disable')).map((d) => d.dictValue)).toEqual(['0', '1']);
  });
});

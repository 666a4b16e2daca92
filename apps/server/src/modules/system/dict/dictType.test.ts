import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { lastOperation, lastOperationId, readWorkbook, staffClient, staffWith } from '../../../../test/api';
import { DictTypeBody, edited } from '@freight/domain';
import { systemDictionaries } from '../../../db/seed/dictionaries';
import type { Actor } from '../../../platform/commands/actor';
import { dictTypeCommands } from './commands';

/** The dictionary types the seed writes. */
const seededTypes = systemDictionaries.length;

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const findType = async (dictType: string) => (await admin.get(`/system/dict/type/list?dictType=${dictType}`)).rows[0];
describe('dictionary types', () => {
  it('lists types filtered by name, type, status and creation date (both ways of sending the range)', async () => {
    const all = await admin.get('/system/dict/type/list');
    expect(all.total).toBe(seededTypes);
    // The seed's own day, not the clock's: a run that crosses midnight must still find the seeded types.
    const seededDay = (all.rows[0].createTime as string).slice(0, 10);
    expect((await admin.get('/system/dict/type/list?dictName=状态')).rows.map((d: { dictType: string }) => d.dictType))
      .toEqual(['sys_show_hide', 'sys_job_status', 'sys_notice_status', 'sys_mail_status', 'sys_common_status']);
    expect((await admin.get(`/system/dict/type/list?params%5BbeginTime%5D=${seededDay}&params%5BendTime%5D=${seededDay}`)).total).toBe(seededTypes);
    expect((await admin.get(`/system/dict/type/list?beginTime=2001-01-01&endTime=2001-12-31`)).total).toBe(0);
    expect((await admin.get('/system/dict/type/list?params%5BbeginTime%5D=yesterday')).code).toBe(400);
  });

  it('adds, reads, renames (carrying the entries along) and deletes types', async () => {
    const before = await lastOperationId(t);
    expect(await admin.post('/system/dict/type', { dictName: '运输方式', dictType: 'freight_mode', status: '0', remark: '铁路/海运' })).toMatchObject({ code: 200 });
    expect(await lastOperation(t, '字典类型', before, 'POST /api/system/dict/type')).toMatchObject({ businessType: 1, operName: 'admin' });
    const mode = await findType('freight_mode');
    expect((await admin.get(`/system/dict/type/${mode.dictId}`)).data).toMatchObject({ dictName: '运输方式', remark: '铁路/海运' });
    await admin.post('/system/dict/data', { dictType: 'freight_mode', dictLabel: '铁路', dictValue: 'rail', dictSort: 1 });
    expect((await admin.get('/system/dict/data/type/freight_mode')).data).toHaveLength(1);

    expect(await admin.put('/system/dict/type', { ...mode, dictType: 'transport_mode' })).toMatchObject({ code: 200 });
    expect((await admin.get('/system/dict/data/type/transport_mode')).data.map((d: { dictValue: string }) => d.dictValue)).toEqual(['rail']);
    expect((await admin.get('/system/dict/data/type/freight_mode')).data).toEqual([]);

    expect(await admin.del(`/system/dict/type/${mode.dictId}`)).toEqual({ code: 500, msg: '运输方式已分配,不能删除' });
    const [entry] = (await admin.get('/system/dict/data/list?dictType=transport_mode')).rows;
    await admin.del(`/system/dict/data/${entry.dictCode}`);
    await admin.post('/system/dict/type', { dictName: '柜型', dictType: 'container_type' });
    const container = await findType('container_type');
    expect(await admin.del(`/system/dict/type/${mode.dictId},${container.dictId}`)).toMatchObject({ code: 200 });
    expect((await admin.get('/system/dict/type/list')).total).toBe(seededTypes);
  });

  it('checks the type pattern, required fields and uniqueness in the caller language', async () => {
    expect(await admin.post('/system/dict/type', { dictName: '错误', dictType: '1_bad' })).toEqual({ code: 400, msg: '字典类型必须以字母开头，且只能为（小写字母，数字，下划线）' });
    expect((await admin.post('/system/dict/type', { dictType: 'no_name' })).msg).toBe('字典名称不能为空');
    const english = await staffClient(t, 'admin', 'en');
    expect((await english.post('/system/dict/type', { dictName: 'Sex', dictType: 'sys_user_sex' })).msg).toBe("Cannot add dictionary 'Sex': the dictionary type already exists");
    const sex = await findType('sys_user_sex');
    expect((await admin.put('/system/dict/type', { ...sex, dictType: 'sys_yes_no' })).msg).toBe("修改字典'用户性别'失败，字典类型已存在");
  });

  it('offers every type for selection and refreshes the cache', async () => {
    const options = (await admin.get('/system/dict/type/optionselect')).data;
    expect(options).toHaveLength(seededTypes);
    expect(options[0]).toEqual({ dictId: expect.any(Number), dictName: '用户性别', dictType: 'sys_user_sex', status: '0' });
    await admin.get('/system/dict/data/type/sys_user_sex');
    expect(await t.kv.keys('sys_dict:')).not.toEqual([]);
    const before = await lastOperationId(t);
    expect(await admin.del('/system/dict/type/refreshCache')).toMatchObject({ code: 200 });
    expect(await t.kv.keys('sys_dict:')).toEqual([]);
    expect(await lastOperation(t, '字典类型', before, 'DELETE /api/system/dict/type/refreshCache')).toMatchObject({ businessType: 9 });
  });

  it('exports the types as an xlsx', async () => {
    const rows = await readWorkbook(await admin.exportFile('/system/dict/type/export', { dictType: 'sys_job' }));
    expect(rows[0]).toEqual(['字典编号', '字典名称', '字典类型', '状态', '备注', '创建时间']);
    expect(rows.slice(1).map((r) => r[2])).toEqual(['sys_job_status', 'sys_job_group']);
  });

  it('lets a person with list and query read, and refuses every change', async () => {
    const reader = await staffWith(t, 'reader', ['system:dict:list', 'system:dict:query']);
    expect((await reader.get('/system/dict/type/list')).total).toBe(seededTypes);
    const sex = await findType('sys_user_sex');
    expect((await reader.get(`/system/dict/type/${sex.dictId}`)).code).toBe(200);
    expect(await reader.post('/system/dict/type', { dictName: '越权', dictType: 'not_allowed' })).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await reader.put('/system/dict/type', sex)).code).toBe(403);
    expect((await reader.del(`/system/dict/type/${sex.dictId}`)).code).toBe(403);
    expect((await reader.del('/system/dict/type/refreshCache')).code).toBe(403);
    expect((await reader.exportFile('/system/dict/type/export')).json().code).toBe(403);
  });
});

describe('the dictionary type commands', () => {
  it('check the permission themselves, whatever door calls them, and change nothing when it is missing', async () => {
    const reader: Actor = { userId: 2, userName: 'ry', deptName: '', roles: ['common'], permissions: ['system:dict:list', 'system:dict:query'], request: { method: 'PUT', route: '', url: '', ip: '' } };
    const sex = await findType('sys_user_sex');
    await admin.get('/system/dict/data/type/sys_user_sex');
    await expect(dictTypeCommands.add(t.ctx, reader, DictTypeBody.parse({ dictName: '越权', dictType: 'not_allowed' }))).rejects.toMatchObject({ replyCode: 403 });
    await expect(dictTypeCommands.edit(t.ctx, reader, edited(DictTypeBody).parse({ ...sex, dictName: '越权' }))).rejects.toMatchObject({ replyCode: 403 });
    await expect(dictTypeCommands.remove(t.ctx, reader, [sex.dictId])).rejects.toMatchObject({ replyCode: 403 });
    await expect(dictTypeCommands.refreshCache(t.ctx, reader)).rejects.toMatchObject({ replyCode: 403 });
    expect(await findType('sys_user_sex')).toEqual(sex);
    expect(await findType('not_allowed')).toBeUndefined();
    expect(await t.kv.keys('sys_dict:sys_user_sex:')).not.toEqual([]);
  });
});

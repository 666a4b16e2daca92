import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/harness';
import { AjaxResult, ajaxData, ruoyiRefusal, RuoyiTime, tableData } from './replyShapes';
import { type RuoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

/** SysDictType as the dictionary screens read it. */
const DictType = z.object({ dictId: z.number(), dictName: z.string(), dictType: z.string(), status: z.enum(['0', '1']) }).loose();
/** SysDictData as the entry screen reads it (the order a number) and `useDict` maps it (label, value, tag type and class). */
const DictData = z.object({
  dictCode: z.number(), dictSort: z.number(), dictLabel: z.string(), dictValue: z.string(), dictType: z.string(),
  cssClass: z.string().nullable(), listClass: z.string().nullable(), status: z.enum(['0', '1']),
}).loose();

/** The type list's query as dict/index.vue sends it, with the date range `addDateRange` puts under `params`. */
const typeQuery = (filters: Record<string, unknown> = {}, range: string[] = []) =>
  ({ pageNum: 1, pageSize: 10, dictName: undefined, dictType: undefined, status: undefined, ...filters, params: { beginTime: range[0], endTime: range[1] } });
const types = async (filters: Record<string, unknown> = {}, range: string[] = []) =>
  tableData(DictType.extend({ createTime: RuoyiTime })).parse(await admin.call({ method: 'GET', url: '/system/dict/type/list', params: typeQuery(filters, range) }));
/** The entry list's query as dict/data.vue sends it. */
const entries = async (filters: Record<string, unknown>) => tableData(DictData.extend({ createTime: RuoyiTime })).parse(await admin.call({
  method: 'GET', url: '/system/dict/data/list', params: { pageNum: 1, pageSize: 10, dictType: undefined, dictLabel: undefined, status: undefined, ...filters },
}));

/** Adds a type through the dialog's form and answers it as the list shows it. */
async function addType(dictType: string) {
  AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/dict/type', data: { dictName: `字典${dictType}`, dictType, status: '0', remark: undefined } }));
  return (await types({ dictType })).rows.find((d) => d.dictType === dictType)!;
}

/** Adds an entry through the dialog's form (`listClass` starts at "default", `dictSort` at 0), its type set by the screen. */
async function addEntry(dictType: string, dictLabel: string, dictValue: string, extra: Record<string, unknown> = {}) {
  const form = { dictLabel, dictValue, cssClass: undefined, listClass: 'default', dictSort: 0, status: '0', remark: undefined, dictType, ...extra };
  AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/dict/data', data: form }));
  return (await entries({ dictType, dictLabel })).rows.find((d) => d.dictValue === dictValue)!;
}

describe('system/dict/type.js', () => {
  it('listType', async () => {
    const all = await types();
    expect(all.rows.map((d) => d.dictType)).toContain('sys_user_sex');
    expect(all.total).toBeGreaterThan(all.rows.length - 1);
    expect((await types({ dictName: '性别' })).rows.map((d) => d.dictType)).toEqual(['sys_user_sex']);
    expect((await types({ dictType: 'sys_notice', status: '0' })).rows.map((d) => d.dictType).sort()).toEqual(['sys_notice_status', 'sys_notice_type']);
    expect((await types({}, ['2000-01-01', '2099-12-31'])).total).toBe(all.total);
    expect((await types({}, ['2000-01-01', '2000-01-31'])).total).toBe(0);
  });

  it('getType', async () => {
    // dict/data.vue opens with the type's id and reads its `dictType`.
    const sex = (await types({ dictType: 'sys_user_sex' })).rows[0]!;
    expect(ajaxData(DictType).parse(await admin.call({ method: 'GET', url: `/system/dict/type/${sex.dictId}` })).data).toMatchObject({ dictType: 'sys_user_sex' });
  });

  it('addType', async () => {
    const form = { dictName: '合同类型', dictType: 'contract_kind', status: '0', remark: undefined };
    expect(AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/dict/type', data: form })).msg).toBe('操作成功');
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'POST', url: '/system/dict/type', data: form })).msg).toBe("新增字典'合同类型'失败，字典类型已存在");
  });

  it('updateType', async () => {
    const added = await addType('contract_edit');
    const { data } = await admin.call({ method: 'GET', url: `/system/dict/type/${added.dictId}` }) as { data: Record<string, unknown> };
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/dict/type', data: { ...data, dictName: '改过的字典', remark: '备注' } }));
    expect((await types({ dictType: 'contract_edit' })).rows[0]).toMatchObject({ dictName: '改过的字典', remark: '备注' });
    const clash = await admin.call({ method: 'PUT', url: '/system/dict/type', data: { ...data, dictName: '改过的字典', dictType: 'sys_user_sex' } });
    expect(ruoyiRefusal(500).parse(clash).msg).toBe("修改字典'改过的字典'失败，字典类型已存在");
  });

  it('delType', async () => {
    const unused = await addType('contract_del');
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/system/dict/type/${unused.dictId}` }));
    expect((await types({ dictType: 'contract_del' })).total).toBe(0);
    const used = await addType('contract_used');
    await addEntry('contract_used', '一', '1');
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'DELETE', url: `/system/dict/type/${used.dictId}` })).msg).toBe('字典contract_used已分配,不能删除');
  });

  it('refreshCache', async () => {
    expect(AjaxResult.parse(await admin.call({ method: 'DELETE', url: '/system/dict/type/refreshCache' })).msg).toBe('操作成功');
    expect(ajaxData(z.array(DictData)).parse(await admin.call({ method: 'GET', url: '/system/dict/data/type/sys_user_sex' })).data).toHaveLength(3);
  });

  it('optionselect', async () => {
    // dict/data.vue's type picker: `dictName` as the label, `dictType` as the value.
    const { data } = ajaxData(z.array(DictType)).parse(await admin.call({ method: 'GET', url: '/system/dict/type/optionselect' }));
    expect(data.find((d) => d.dictType === 'sys_user_sex')).toMatchObject({ dictName: '用户性别' });
  });
});

describe('system/dict/data.js', () => {
  it('listData', async () => {
    const sex = await entries({ dictType: 'sys_user_sex' });
    expect(sex.total).toBe(3);
    expect(sex.rows.map((d) => d.dictValue)).toEqual(['0', '1', '2']);
    expect((await entries({ dictType: 'sys_user_sex', dictLabel: '女' })).rows.map((d) => d.dictValue)).toEqual(['1']);
    const page = await entries({ dictType: 'sys_user_sex', pageSize: 2, pageNum: 2 });
    expect(page).toMatchObject({ total: 3, rows: [{ dictValue: '2' }] });
    await addType('contract_state');
    await addEntry('contract_state', '停用项', '9', { status: '1' });
    expect((await entries({ dictType: 'contract_state', status: '1' })).rows.map((d) => d.dictValue)).toEqual(['9']);
    expect((await entries({ dictType: 'contract_state', status: '0' })).total).toBe(0);
  });

  it('getData', async () => {
    const first = (await entries({ dictType: 'sys_user_sex' })).rows[0]!;
    expect(ajaxData(DictData).parse(await admin.call({ method: 'GET', url: `/system/dict/data/${first.dictCode}` })).data).toMatchObject({ dictType: 'sys_user_sex', dictValue: '0' });
  });

  it('getDicts', async () => {
    const { data } = ajaxData(z.array(DictData)).parse(await admin.call({ method: 'GET', url: '/system/dict/data/type/sys_normal_disable' }));
    expect(data.map((d) => [d.dictValue, d.dictLabel, d.listClass])).toEqual([['0', '正常', 'primary'], ['1', '停用', 'danger']]);
    // A type nobody defined answers an empty list, as RuoYi does.
    expect(ajaxData(z.array(DictData)).parse(await admin.call({ method: 'GET', url: '/system/dict/data/type/contract_nothing' })).data).toEqual([]);
  });

  it('addData', async () => {
    await addType('contract_add');
    const form = { dictLabel: '合同项', dictValue: 'a', cssClass: undefined, listClass: 'default', dictSort: 0, status: '0', remark: undefined, dictType: 'contract_add' };
    expect(AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/dict/data', data: form })).msg).toBe('操作成功');
    expect((await entries({ dictType: 'contract_add' })).rows).toEqual([expect.objectContaining({ dictLabel: '合同项', dictValue: 'a', listClass: 'default', dictSort: 0 })]);
    // The screen's dictionary store is refreshed by reading the type again: the new entry is there.
    expect((await admin.call({ method: 'GET', url: '/system/dict/data/type/contract_add' })).data).toEqual([expect.objectContaining({ dictValue: 'a' })]);
  });

  it('updateData', async () => {
    await addType('contract_upd');
    const added = await addEntry('contract_upd', '旧标签', 'u');
    const { data } = await admin.call({ method: 'GET', url: `/system/dict/data/${added.dictCode}` }) as { data: Record<string, unknown> };
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/dict/data', data: { ...data, dictLabel: '新标签', listClass: 'success', dictSort: 3 } }));
    expect((await entries({ dictType: 'contract_upd' })).rows[0]).toMatchObject({ dictLabel: '新标签', listClass: 'success', dictSort: 3 });
  });

  it('delData', async () => {
    await addType('contract_rm');
    const first = await addEntry('contract_rm', '一', '1');
    const second = await addEntry('contract_rm', '二', '2');
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/system/dict/data/${[first.dictCode, second.dictCode]}` }));
    expect((await entries({ dictType: 'contract_rm' })).total).toBe(0);
  });
});

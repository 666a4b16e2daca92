import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/harness';
import { AjaxResult, ajaxData, ruoyiRefusal, RuoyiTime, tableData } from './replyShapes';
import { type RuoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

/** SysConfig as the parameter screen reads it. */
const Config = z.object({
  configId: z.number(), configName: z.string(), configKey: z.string(), configValue: z.string(), configType: z.enum(['Y', 'N']),
  remark: z.string().nullable(), createTime: RuoyiTime,
}).loose();

/** The list's query as config/index.vue sends it: its filters, paging, and the date range `addDateRange` puts under `params`. */
const listQuery = (filters: Record<string, unknown> = {}, range: string[] = []) =>
  ({ pageNum: 1, pageSize: 10, configName: undefined, configKey: undefined, configType: undefined, ...filters, params: { beginTime: range[0], endTime: range[1] } });

/** Adds a parameter through the dialog's form (`configType` starts at "Y") and answers it as the list shows it. */
async function addParameter(configKey: string, configType = 'N') {
  const form = { configName: `参数${configKey}`, configKey, configValue: 'v1', configType, remark: undefined };
  AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/config', data: form }));
  return tableData(Config).parse(await admin.call({ method: 'GET', url: '/system/config/list', params: listQuery({ configKey }) })).rows[0]!;
}

describe('system/config.js', () => {
  it('listConfig', async () => {
    const page = tableData(Config).parse(await admin.call({ method: 'GET', url: '/system/config/list', params: listQuery() }));
    expect(page.rows).toHaveLength(10);
    expect(page.total).toBeGreaterThan(10);
    const second = tableData(Config).parse(await admin.call({ method: 'GET', url: '/system/config/list', params: { ...listQuery(), pageNum: 2 } }));
    expect(second.rows.map((r) => r.configId)).not.toContain(page.rows[0]!.configId);

    const byKey = tableData(Config).parse(await admin.call({ method: 'GET', url: '/system/config/list', params: listQuery({ configKey: 'sys.user', configType: 'Y' }) }));
    expect(byKey.rows.map((r) => r.configKey)).toContain('sys.user.initPassword');
    expect(byKey.rows.every((r) => r.configKey.includes('sys.user') && r.configType === 'Y')).toBe(true);
    const byName = await admin.call({ method: 'GET', url: '/system/config/list', params: listQuery({ configName: '账号初始密码' }) });
    expect(byName).toMatchObject({ total: 1, rows: [{ configKey: 'sys.user.initPassword' }] });

    const within = await admin.call({ method: 'GET', url: '/system/config/list', params: listQuery({}, ['2000-01-01', '2099-12-31']) });
    expect(within.total).toBe(page.total);
    const before = await admin.call({ method: 'GET', url: '/system/config/list', params: listQuery({}, ['2000-01-01', '2000-01-31']) });
    expect(before).toMatchObject({ code: 200, total: 0, rows: [] });
  });

  it('getConfig', async () => {
    const added = await addParameter('contract.get');
    const { data } = ajaxData(Config).parse(await admin.call({ method: 'GET', url: `/system/config/${added.configId}` }));
    expect(data).toMatchObject({ configKey: 'contract.get', configValue: 'v1', configType: 'N' });
  });

  it('getConfigKey', async () => {
    // user/index.vue reads the initial password from `msg` (RuoYi answers `success(String)`); a key nobody set answers empty.
    await addParameter('contract.key');
    const reply = AjaxResult.parse(await admin.call({ method: 'GET', url: '/system/config/configKey/contract.key' }));
    expect(reply.msg).toBe('v1');
    expect(AjaxResult.parse(await admin.call({ method: 'GET', url: '/system/config/configKey/contract.none' })).msg).toBe('');
  });

  it('addConfig', async () => {
    const form = { configName: '合同参数', configKey: 'contract.add', configValue: '42', configType: 'Y', remark: undefined };
    expect(AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/config', data: form })).msg).toBe('操作成功');
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'POST', url: '/system/config', data: form })).msg).toBe("新增参数'合同参数'失败，参数键名已存在");
  });

  it('updateConfig', async () => {
    const added = await addParameter('contract.edit');
    // handleUpdate: the form is the reply's parameter, sent back whole.
    const { data } = await admin.call({ method: 'GET', url: `/system/config/${added.configId}` }) as { data: Record<string, unknown> };
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/config', data: { ...data, configValue: 'v2', remark: '改过' } }));
    expect((await admin.call({ method: 'GET', url: '/system/config/configKey/contract.edit' })).msg).toBe('v2');
    const other = await addParameter('contract.edit2');
    const clash = await admin.call({ method: 'PUT', url: '/system/config', data: { ...other, configKey: 'contract.edit' } });
    expect(ruoyiRefusal(500).parse(clash).msg).toBe(`修改参数'${other.configName}'失败，参数键名已存在`);
  });

  it('delConfig', async () => {
    const first = await addParameter('contract.del1');
    const second = await addParameter('contract.del2');
    // A selection is deleted as `ids` joined by commas in the path.
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/system/config/${[first.configId, second.configId]}` }));
    expect((await admin.call({ method: 'GET', url: '/system/config/list', params: listQuery({ configKey: 'contract.del' }) })).total).toBe(0);
    const builtIn = await addParameter('contract.builtin', 'Y');
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'DELETE', url: `/system/config/${builtIn.configId}` })).msg).toBe('内置参数【contract.builtin】不能删除');
  });

  it('refreshCache', async () => {
    expect(AjaxResult.parse(await admin.call({ method: 'DELETE', url: '/system/config/refreshCache' })).msg).toBe('操作成功');
    expect((await admin.call({ method: 'GET', url: '/system/config/configKey/sys.index.skinName' })).msg).toBe('skin-blue');
  });
});

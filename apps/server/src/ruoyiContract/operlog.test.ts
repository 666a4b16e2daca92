import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/harness';
import { AjaxResult, RuoyiTime, tableData } from './replyShapes';
import { type RuoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

/**
 * SysOperLog as operlog/index.vue and detail.vue read it: `status` and `businessType` are Integers there, and the
 * detail compares `form.status === 0` strictly.
 */
const OperLog = z.object({
  operId: z.number(), title: z.string(), businessType: z.number().int(), method: z.string(), requestMethod: z.string(), operatorType: z.number().int(),
  operName: z.string(), deptName: z.string(), operUrl: z.string(), operIp: z.string(), operLocation: z.string(), operParam: z.string(),
  jsonResult: z.string(), status: z.union([z.literal(0), z.literal(1)]), errorMsg: z.string(), operTime: RuoyiTime, costTime: z.number(),
}).loose();

const logQuery = (over: Record<string, unknown> = {}) => ({
  pageNum: 1, pageSize: 10, operIp: undefined, title: undefined, operName: undefined, businessType: undefined, status: undefined,
  orderByColumn: 'operTime', isAsc: 'descending', ...over,
});
const list = async (over: Record<string, unknown> = {}) => tableData(OperLog).parse(await admin.call({ method: 'GET', url: '/monitor/operlog/list', params: logQuery(over) }));

/** A post added and one refused (a duplicate), leaving a succeeded and a failed entry under 岗位管理. */
async function postOperations(postCode: string) {
  const post = { postCode, postName: postCode, postSort: 1, status: '0' };
  await admin.call({ method: 'POST', url: '/system/post', data: post });
  await admin.call({ method: 'POST', url: '/system/post', data: post });
  // Entries are written just after each reply.
  await vi.waitFor(async () => expect((await list({ title: '岗位', pageSize: 50 })).rows.filter((r) => r.operParam.includes(postCode))).toHaveLength(2));
}

describe('monitor/operlog.js', () => {
  it('list', async () => {
    await postOperations('oplist');
    const page = await list({ title: '岗位', params: { beginTime: '2000-01-01', endTime: '2099-12-31' } });
    expect(page.total).toBeGreaterThanOrEqual(2);
    const failed = await list({ title: '岗位', status: '1' });
    expect(failed.rows[0]).toMatchObject({ status: 1, businessType: 1, requestMethod: 'POST', operName: 'admin', operUrl: '/api/system/post' });
    const succeeded = await list({ title: '岗位', status: '0', businessType: '1' });
    expect(succeeded.rows.length).toBeGreaterThan(0);
    expect(succeeded.rows.every((r) => r.status === 0 && r.businessType === 1)).toBe(true);
    // The sortable columns' headers.
    const byCost = (await list({ orderByColumn: 'costTime', isAsc: 'ascending', pageSize: 50 })).rows.map((r) => r.costTime);
    expect(byCost).toEqual([...byCost].sort((a, b) => a - b));
    const byName = (await list({ orderByColumn: 'operName', isAsc: 'descending', pageSize: 50 })).rows.map((r) => r.operName);
    expect(byName).toEqual([...byName].sort().reverse());
  });

  it('delOperlog', async () => {
    await postOperations('opdel');
    const ids = (await list({ title: '岗位' })).rows.map((r) => r.operId);
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/monitor/operlog/${ids.join(',')}` }));
    const left = (await list({ title: '岗位' })).rows.map((r) => r.operId);
    expect(left.filter((id) => ids.includes(id))).toEqual([]);
  });

  it('cleanOperlog', async () => {
    await postOperations('opclean');
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: '/monitor/operlog/clean' }));
    // Only the clean's own entry, written after it, may follow.
    const after = await list();
    expect(after.rows.every((r) => r.title === '操作日志')).toBe(true);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sysRole, sysUser } from '../db/schema/index';
import type { TestApp } from '../../test/harness';
import { staffWith } from '../../test/api';
import { AjaxResult, ajaxData, ruoyiRefusal, RuoyiTime } from './replyShapes';
import { type RuoyiClient, ruoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

/** SysDept as the department screen reads it: `handleTree` builds the tree from `deptId` / `parentId`. */
const Dept = z.object({
  deptId: z.number(), parentId: z.number(), ancestors: z.string(), deptName: z.string(), orderNum: z.number(),
  leader: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable(), status: z.enum(['0', '1']), createTime: RuoyiTime,
}).loose();
const Depts = ajaxData(z.array(Dept));

const list = async (params: Record<string, unknown> = {}) => Depts.parse(await admin.call({ method: 'GET', url: '/system/dept/list', params })).data;
const named = async (deptName: string) => (await list()).find((d) => d.deptName === deptName)!;

/** Adds a department through the dialog's form (`orderNum` starts at 0) under a parent picked in its tree. */
async function addDept(deptName: string, parentId: number, extra: Record<string, unknown> = {}) {
  const form = { parentId, deptName, orderNum: 0, leader: undefined, phone: undefined, email: undefined, status: '0', ...extra };
  AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/dept', data: form }));
  return named(deptName);
}

describe('system/dept.js', () => {
  it('listDept', async () => {
    // dept/index.vue sends its two filters unpaged; the dialog's parent tree calls it with none.
    const all = await list();
    expect(all.map((d) => d.deptName)).toEqual(expect.arrayContaining(['寰宇运价', '上海总部', '研发部门']));
    expect(all.find((d) => d.deptName === '研发部门')).toMatchObject({ parentId: (await named('上海总部')).deptId });
    const byName = await list({ deptName: '上海', status: undefined });
    expect(byName.map((d) => d.deptName)).toEqual(['上海总部']);
    const paused = await addDept('停用部门', (await named('西安分公司')).deptId, { status: '1' });
    expect((await list({ status: '1' })).map((d) => d.deptId)).toEqual([paused.deptId]);
  });

  it('listDeptExcludeChild', async () => {
    const hq = await named('上海总部');
    const { data } = Depts.parse(await admin.call({ method: 'GET', url: `/system/dept/list/exclude/${hq.deptId}` }));
    const names = data.map((d) => d.deptName);
    expect(names).toContain('寰宇运价');
    expect(names).not.toContain('上海总部');
    expect(names).not.toContain('研发部门');
  });

  it('getDept', async () => {
    const hq = await named('上海总部');
    expect(ajaxData(Dept).parse(await admin.call({ method: 'GET', url: `/system/dept/${hq.deptId}` })).data).toMatchObject({ deptId: hq.deptId, deptName: '上海总部' });
  });

  it('addDept', async () => {
    const parentId = (await named('上海总部')).deptId;
    const form = { parentId, deptName: '合同部门', orderNum: 0, leader: '李四', phone: '13800000001', email: 'c@example.com', status: '0' };
    expect(AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/dept', data: form })).msg).toBe('操作成功');
    expect(await named('合同部门')).toMatchObject({ parentId, leader: '李四', orderNum: 0 });
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'POST', url: '/system/dept', data: form })).msg).toBe("新增部门'合同部门'失败，部门名称已存在");
  });

  it('updateDept', async () => {
    const added = await addDept('改名部门', (await named('上海总部')).deptId);
    const { data } = await admin.call({ method: 'GET', url: `/system/dept/${added.deptId}` }) as { data: Record<string, unknown> };
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/dept', data: { ...data, deptName: '已改名部门', leader: '王五' } }));
    expect(await named('已改名部门')).toMatchObject({ deptId: added.deptId, leader: '王五' });
    const self = await admin.call({ method: 'PUT', url: '/system/dept', data: { ...data, deptName: '已改名部门', parentId: added.deptId } });
    expect(ruoyiRefusal(500).parse(self).msg).toBe("修改部门'已改名部门'失败，上级部门不能是自己");
  });

  it('updateDeptSort', async () => {
    const branch = await addDept('排序分部', (await named('西安分公司')).deptId);
    const first = await addDept('排序一', branch.deptId);
    const second = await addDept('排序二', branch.deptId);
    // handleSaveSort: the changed rows' ids and orders, each joined by commas.
    const sort = (client: typeof admin, orderNums: string) =>
      client.call({ method: 'PUT', url: '/system/dept/updateSort', data: { deptIds: [first.deptId, second.deptId].join(','), orderNums } });
    AjaxResult.parse(await sort(admin, [5, 6].join(',')));
    expect([(await named('排序一')).orderNum, (await named('排序二')).orderNum]).toEqual([5, 6]);

    // The sort is an edit: without the edit permission, or with an order the dialog refuses, the answer is the dialog's.
    await staffWith(t, 'deptsorter', ['system:dept:list', 'system:dept:query']);
    const readerClient = await ruoyiClient(t, 'deptsorter');
    const edit = (client: typeof admin, orderNum: number) => client.call({ method: 'PUT', url: '/system/dept', data: { ...first, orderNum } });
    expect(ruoyiRefusal(403).parse(await sort(readerClient, '7,8'))).toEqual(await edit(readerClient, 7));
    const negative = await sort(admin, '-1,8');
    expect(negative.code).toBe(400);
    expect(negative).toEqual(await edit(admin, -1));
    expect(await sort(admin, '7')).toMatchObject({ code: 400 });

    // And within the editor's data scope: a department outside it refuses the whole sort.
    await staffWith(t, 'deptsorter2', ['system:dept:list', 'system:dept:edit']);
    await t.ctx.db.update(sysRole).set({ dataScope: '4' }).where(eq(sysRole.roleKey, 'deptsorter2'));
    await t.ctx.db.update(sysUser).set({ deptId: branch.deptId }).where(eq(sysUser.userName, 'deptsorter2'));
    const editor = await ruoyiClient(t, 'deptsorter2');
    const hq = await named('上海总部');
    const outside = await editor.call({ method: 'PUT', url: '/system/dept/updateSort', data: { deptIds: `${first.deptId},${hq.deptId}`, orderNums: '9,9' } });
    expect(ruoyiRefusal(500).parse(outside).msg).toBe('没有权限访问部门数据！');
    expect([(await named('排序一')).orderNum, (await named('上海总部')).orderNum]).toEqual([5, hq.orderNum]);
    AjaxResult.parse(await editor.call({ method: 'PUT', url: '/system/dept/updateSort', data: { deptIds: `${first.deptId}`, orderNums: '9' } }));
    expect((await named('排序一')).orderNum).toBe(9);
  });

  it('delDept', async () => {
    // A department with sub-departments or users is refused with a warning (601), as RuoYi's `warn`.
    const hq = await named('上海总部');
    expect(ruoyiRefusal(601).parse(await admin.call({ method: 'DELETE', url: `/system/dept/${hq.deptId}` })).msg).toBe('存在下级部门,不允许删除');
    const dev = await named('研发部门');
    expect(ruoyiRefusal(601).parse(await admin.call({ method: 'DELETE', url: `/system/dept/${dev.deptId}` })).msg).toBe('部门存在用户,不允许删除');
    const leaf = await addDept('待删部门', hq.deptId);
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/system/dept/${leaf.deptId}` }));
    expect(await named('待删部门')).toBeUndefined();
  });
});

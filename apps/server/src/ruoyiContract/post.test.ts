import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/harness';
import { AjaxResult, ajaxData, ruoyiRefusal, RuoyiTime, tableData } from './replyShapes';
import { type RuoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

/** SysPost as the post screen reads it (the order a number). */
const Post = z.object({
  postId: z.number(), postCode: z.string(), postName: z.string(), postSort: z.number(), status: z.enum(['0', '1']), remark: z.string().nullable(), createTime: RuoyiTime,
}).loose();

/** The list's query as post/index.vue sends it. */
const listQuery = (filters: Record<string, unknown> = {}) => ({ pageNum: 1, pageSize: 10, postCode: undefined, postName: undefined, status: undefined, ...filters });
const list = async (filters: Record<string, unknown> = {}) =>
  tableData(Post).parse(await admin.call({ method: 'GET', url: '/system/post/list', params: listQuery(filters) }));

/** Adds a post through the dialog's form (`postSort` starts at 0). */
async function addPost(postCode: string, extra: Record<string, unknown> = {}) {
  const form = { postCode, postName: `岗位${postCode}`, postSort: 0, status: '0', remark: undefined, ...extra };
  AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/post', data: form }));
  return (await list({ postCode })).rows.find((p) => p.postCode === postCode)!;
}

describe('system/post.js', () => {
  it('listPost', async () => {
    const all = await list();
    expect(all.rows.map((p) => p.postCode)).toEqual(expect.arrayContaining(['ceo', 'se']));
    const paged = await list({ pageSize: 2 });
    expect(paged.rows).toHaveLength(2);
    expect(paged.total).toBe(all.total);
    expect((await list({ pageSize: 2, pageNum: 2 })).rows.map((p) => p.postId)).not.toContain(paged.rows[0]!.postId);
    expect((await list({ postName: '董事' })).rows.map((p) => p.postCode)).toEqual(['ceo']);
    const paused = await addPost('paused', { status: '1' });
    expect((await list({ status: '1' })).rows.map((p) => p.postId)).toEqual([paused.postId]);
  });

  it('getPost', async () => {
    const ceo = (await list({ postCode: 'ceo' })).rows[0]!;
    expect(ajaxData(Post).parse(await admin.call({ method: 'GET', url: `/system/post/${ceo.postId}` })).data).toMatchObject({ postCode: 'ceo', postName: '董事长', postSort: 1 });
  });

  it('addPost', async () => {
    const form = { postCode: 'contract', postName: '合同专员', postSort: 5, status: '0', remark: undefined };
    expect(AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/post', data: form })).msg).toBe('操作成功');
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'POST', url: '/system/post', data: form })).msg).toBe("新增岗位'合同专员'失败，岗位名称已存在");
    const sameCode = { ...form, postName: '合同专员二' };
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'POST', url: '/system/post', data: sameCode })).msg).toBe("新增岗位'合同专员二'失败，岗位编码已存在");
  });

  it('updatePost', async () => {
    const added = await addPost('editpost');
    // handleUpdate: the form is the reply's post, sent back whole.
    const { data } = await admin.call({ method: 'GET', url: `/system/post/${added.postId}` }) as { data: Record<string, unknown> };
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/post', data: { ...data, postName: '改过的岗位', postSort: 7 } }));
    expect((await list({ postCode: 'editpost' })).rows[0]).toMatchObject({ postName: '改过的岗位', postSort: 7 });
    const clash = await admin.call({ method: 'PUT', url: '/system/post', data: { ...data, postName: '董事长' } });
    expect(ruoyiRefusal(500).parse(clash).msg).toBe("修改岗位'董事长'失败，岗位名称已存在");
  });

  it('delPost', async () => {
    const first = await addPost('delpost1');
    const second = await addPost('delpost2');
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/system/post/${[first.postId, second.postId]}` }));
    expect((await list({ postCode: 'delpost' })).total).toBe(0);
    const ceo = (await list({ postCode: 'ceo' })).rows[0]!;
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'DELETE', url: `/system/post/${ceo.postId}` })).msg).toBe('董事长已分配,不能删除');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { eq } from 'drizzle-orm';
import { zonedText } from '@freight/domain';
import { sysPost } from '../../../db/schema/index';
import { lastOperation, lastOperationId, readSheet, readWorkbook, staffClient } from '../../../../test/api';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const findPost = async (postCode: string) => (await admin.get(`/system/post/list?postCode=${postCode}`)).rows[0];

describe('posts', () => {
  it('lists the seeded posts by order, filtered and paged', async () => {
    const all = await admin.get('/system/post/list');
    expect(all).toMatchObject({ code: 200, msg: '操作成功', total: 4 });
    expect(all.rows.map((p: { postCode: string }) => p.postCode)).toEqual(['ceo', 'se', 'hr', 'user']);
    const page2 = await admin.get('/system/post/list?pageNum=2&pageSize=3');
    expect(page2.rows.map((p: { postCode: string }) => p.postCode)).toEqual(['user']);
    expect(page2.total).toBe(4);
    expect((await admin.get('/system/post/list?postName=经理')).rows.map((p: { postName: string }) => p.postName)).toEqual(['项目经理']);
    expect((await admin.get('/system/post/list?status=1')).total).toBe(0);
    expect((await admin.get('/system/post/list?pageSize=101')).code).toBe(400);
  });

  it('adds, reads, edits and deletes several posts at once, logging each change', async () => {
    const before = await lastOperationId(t);
    expect(await admin.post('/system/post', { postCode: 'ops', postName: '运营专员', postSort: 5, status: '0', remark: '线上运营' })).toMatchObject({ code: 200 });
    const added = await lastOperation(t, '岗位管理', before, 'POST /api/system/post');
    expect(added).toMatchObject({ businessType: 1, requestMethod: 'POST', operName: 'admin', operUrl: '/api/system/post', status: '0' });
    expect(JSON.parse(added.operParam).body).toMatchObject({ postCode: 'ops', postName: '运营专员' });

    const ops = await findPost('ops');
    expect((await admin.get(`/system/post/${ops.postId}`)).data).toMatchObject({ postCode: 'ops', remark: '线上运营', createBy: 'admin' });
    expect(await admin.put('/system/post', { ...ops, postName: '运营主管', postSort: 6 })).toMatchObject({ code: 200 });
    expect((await admin.get(`/system/post/${ops.postId}`)).data).toMatchObject({ postName: '运营主管', postSort: 6, updateBy: 'admin' });

    await admin.post('/system/post', { postCode: 'qa', postName: '质检专员', postSort: 7 });
    const qa = await findPost('qa');
    const beforeDelete = await lastOperationId(t);
    expect(await admin.del(`/system/post/${ops.postId},${qa.postId}`)).toMatchObject({ code: 200 });
    expect(await lastOperation(t, '岗位管理', beforeDelete, `DELETE /api/system/post/${ops.postId},${qa.postId}`)).toMatchObject({ businessType: 3 });
    expect((await admin.get('/system/post/list')).total).toBe(4);
    expect(await admin.get(`/system/post/${ops.postId}`)).toMatchObject({ code: 404, msg: '访问资源不存在' });
  });

  it('names the invalid field in the caller language and stores nothing', async () => {
    expect(await admin.post('/system/post', { postName: '无编码', postSort: 1 })).toEqual({ code: 400, msg: '岗位编码不能为空' });
    const english = await staffClient(t, 'admin', 'en');
    expect(await english.post('/system/post', { postCode: 'x', postName: '', postSort: 1 })).toEqual({ code: 400, msg: 'The post name cannot be empty' });
    const russian = await staffClient(t, 'admin', 'ru');
    expect((await russian.post('/system/post', { postCode: 'x', postName: 'x' })).msg).toBe('Порядок отображения не может быть пустым');
    expect((await admin.post('/system/post', { postCode: 'x', postName: 'x', postSort: -1 })).msg).toBe('排序不能小于 0');
    expect((await admin.get('/system/post/list')).total).toBe(4);
  });

  it('keeps names and codes unique, with a clear message', async () => {
    expect(await admin.post('/system/post', { postCode: 'ceo2', postName: '董事长', postSort: 1 })).toEqual({ code: 500, msg: "新增岗位'董事长'失败，岗位名称已存在" });
    expect(await admin.post('/system/post', { postCode: 'ceo', postName: '首席执行官', postSort: 1 })).toEqual({ code: 500, msg: "新增岗位'首席执行官'失败，岗位编码已存在" });
    const hr = await findPost('hr');
    expect((await admin.put('/system/post', { ...hr, postCode: 'se' })).msg).toBe("修改岗位'人力资源'失败，岗位编码已存在");
    expect((await admin.put('/system/post', { ...hr, postName: '项目经理' })).msg).toBe("修改岗位'项目经理'失败，岗位名称已存在");
    expect((await admin.put('/system/post', { ...hr, remark: '招聘与培训' })).code).toBe(200);
  });

  it('refuses to delete a post that users hold', async () => {
    const ceo = await findPost('ceo');
    const hr = await findPost('hr');
    expect(await admin.del(`/system/post/${hr.postId},${ceo.postId}`)).toEqual({ code: 500, msg: '董事长已分配,不能删除' });
    expect((await admin.get('/system/post/list')).total).toBe(4);
  });

  it('exports the filtered posts as an xlsx with headers in the caller language', async () => {
    const before = await lastOperationId(t);
    const reply = await admin.exportFile('/system/post/export', { postCode: 'e', pageNum: '1' });
    expect(String(reply.headers['content-disposition'])).toMatch(/^attachment; filename="post_\d+\.xlsx"$/);
    const rows = await readWorkbook(reply);
    expect(rows[0]).toEqual(['岗位编号', '岗位编码', '岗位名称', '岗位排序', '状态', '创建时间', '备注']);
    expect(rows.slice(1).map((r) => r[1])).toEqual(['ceo', 'se', 'user']);
    expect(rows[1]![4]).toBe('正常');
    const english = await staffClient(t, 'admin', 'en');
    const englishRows = await readWorkbook(await english.exportFile('/system/post/export'));
    expect(englishRows[0]!.slice(0, 3)).toEqual(['Post ID', 'Post code', 'Post name']);
    expect(englishRows[1]![4]).toBe('Normal');
    expect(englishRows).toHaveLength(5);
    expect((await lastOperation(t, '岗位管理', before, 'POST /api/system/post/export')).businessType).toBe(5);
  });

  it('writes creation times as date-time cells on the deployment\'s clock, whatever the process\'s zone', async () => {
    const sheet = await readSheet(await admin.exportFile('/system/post/export', { postCode: 'ceo' }));
    const created = sheet.getRow(2).getCell(6);
    expect(created.value).toBeInstanceOf(Date);
    expect(created.numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    const [post] = await t.ctx.db.select().from(sysPost).where(eq(sysPost.postCode, 'ceo'));
    expect((created.value as Date).toISOString().replace('T', ' ').slice(0, 19)).toBe(zonedText(post!.createTime!, t.ctx.config.timeZone));
  });

  it('refuses every call to a person without the post permissions', async () => {
    const ry = await staffClient(t, 'ry');
    expect(await ry.get('/system/post/list')).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await ry.get('/system/post/1')).code).toBe(403);
    expect((await ry.post('/system/post', { postCode: 'x', postName: 'x', postSort: 1 })).code).toBe(403);
    expect((await ry.put('/system/post', { postId: 1, postCode: 'x', postName: 'x', postSort: 1 })).code).toBe(403);
    expect((await ry.del('/system/post/1')).code).toBe(403);
    expect((await ry.exportFile('/system/post/export')).json()).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await admin.get('/system/post/list?postCode=x')).total).toBe(0);
  });
});

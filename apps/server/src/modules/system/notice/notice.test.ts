import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { lastOperation, lastOperationId, staffClient, staffWith } from '../../../../test/api';
import { edited, NoticeBody } from '@freight/domain';
import type { Actor } from '../../../platform/commands/actor';
import { sanitizeHtml } from '../../../platform/sanitize';
import { noticeCommands } from './commands';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let reader: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
  reader = await staffWith(t, 'reader', ['system:notice:list', 'system:notice:query']);
});
afterAll(async () => { await t.close(); });

const findNotice = async (title: string) => (await admin.get(`/system/notice/list?noticeTitle=${encodeURIComponent(title)}`)).rows[0];

describe('notices', () => {
  it('adds with sanitised content, lists with filters, edits and deletes', async () => {
    const before = await lastOperationId(t);
    const content = '<p onclick="steal()">运价<strong>调整</strong><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">链接</a><iframe src="https://evil.example"></iframe><span style="position:fixed">x</span></p>';
    expect(await admin.post('/system/notice', { noticeTitle: '十二月运价调整', noticeType: '1', noticeContent: content, status: '0' })).toMatchObject({ code: 200 });
    expect(await lastOperation(t, '通知公告', before, 'POST /api/system/notice')).toMatchObject({ businessType: 1, status: '0' });

    const added = await findNotice('十二月运价调整');
    const stored = (await admin.get(`/system/notice/${added.noticeId}`)).data;
    expect(stored).toMatchObject({ noticeTitle: '十二月运价调整', noticeType: '1', createBy: 'admin' });
    expect(stored.noticeContent).toContain('<strong>调整</strong>');
    for (const bad of ['<script', 'onclick', 'onerror', 'javascript:', '<iframe', 'style=']) expect(stored.noticeContent).not.toContain(bad);

    expect((await admin.get('/system/notice/list?noticeType=2&noticeTitle=十二月')).total).toBe(0);
    expect((await admin.get('/system/notice/list?createBy=admin&noticeType=1')).total).toBeGreaterThanOrEqual(1);

    expect(await admin.put('/system/notice', { ...stored, noticeTitle: '十二月运价调整（更新）', noticeContent: '<p>更新</p><svg onload="x()"></svg>' })).toMatchObject({ code: 200 });
    const edited = (await admin.get(`/system/notice/${added.noticeId}`)).data;
    expect(edited).toMatchObject({ noticeTitle: '十二月运价调整（更新）', updateBy: 'admin' });
    expect(edited.noticeContent).not.toContain('onload');

    expect(await admin.del(`/system/notice/${added.noticeId}`)).toMatchObject({ code: 200 });
    expect(await admin.get(`/system/notice/${added.noticeId}`)).toMatchObject({ code: 404 });
  });

  it('checks the fields', async () => {
    expect(await admin.post('/system/notice', { noticeTitle: '', noticeType: '1' })).toEqual({ code: 400, msg: '公告标题不能为空' });
    expect(await admin.post('/system/notice', { noticeTitle: 'x'.repeat(51), noticeType: '1' })).toEqual({ code: 400, msg: '公告标题不能超过50个字符' });
    expect(await admin.post('/system/notice', { noticeTitle: 'x', noticeType: '3' })).toEqual({ code: 400, msg: '公告类型不能为空' });
  });

  it('keeps read receipts per person: the bell counts open notices not yet read', async () => {
    await admin.post('/system/notice', { noticeTitle: '铃铛一', noticeType: '1', noticeContent: '<p>一</p>' });
    await admin.post('/system/notice', { noticeTitle: '铃铛二', noticeType: '2', noticeContent: '<p>二</p>' });
    await admin.post('/system/notice', { noticeTitle: '铃铛关闭', noticeType: '2', status: '1' });
    const one = await findNotice('铃铛一');
    const closed = await findNotice('铃铛关闭');

    const inbox = await reader.get('/system/notice/inbox');
    const unreadBefore = inbox.unread;
    expect(unreadBefore).toBeGreaterThanOrEqual(2);
    expect(inbox.rows.map((r: { noticeTitle: string }) => r.noticeTitle)).not.toContain('铃铛关闭');
    expect(inbox.rows.find((r: { noticeId: number }) => r.noticeId === one.noticeId)).toMatchObject({ read: false });

    expect((await reader.get(`/system/notice/view/${one.noticeId}`)).data).toMatchObject({ noticeTitle: '铃铛一', noticeContent: '<p>一</p>' });
    await reader.get(`/system/notice/view/${one.noticeId}`);
    const after = await reader.get('/system/notice/inbox');
    expect(after.unread).toBe(unreadBefore - 1);
    expect(after.rows.find((r: { noticeId: number }) => r.noticeId === one.noticeId)).toMatchObject({ read: true });
    expect((await admin.get('/system/notice/inbox')).unread).toBe(unreadBefore);
    expect((await reader.get(`/system/notice/view/${closed.noticeId}`)).code).toBe(404);
  });

  it('lets a reader read the list but not change notices', async () => {
    expect((await reader.get('/system/notice/list')).code).toBe(200);
    expect(await reader.post('/system/notice', { noticeTitle: 'x', noticeType: '1' })).toEqual({ code: 403, msg: '当前操作没有权限' });
    expect((await reader.put('/system/notice', { noticeId: 1, noticeTitle: 'x', noticeType: '1' })).code).toBe(403);
    expect((await reader.del('/system/notice/1')).code).toBe(403);
  });

  it('sanitises without losing formatting', async () => {
    expect(await sanitizeHtml('<h2>标题</h2><ul><li>一</li></ul><a href="https://example.com">x</a><img src="/api/profile/upload/a.png">'))
      .toBe('<h2>标题</h2><ul><li>一</li></ul><a href="https://example.com">x</a><img src="/api/profile/upload/a.png">');
  });

  it('keeps uploaded SVG pictures (sanitised on their own) but no SVG hidden in a data: address', async () => {
    const picture = '<img src="/api/profile/upload/2026/12/01/map_0123456789abcdef0123456789abcdef.svg">';
    const hidden = '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">';
    expect(await sanitizeHtml(`<p>${picture}${hidden}<img src="data:image/png;base64,iVBORw0KGgo="></p>`))
      .toBe(`<p>${picture}<img><img src="data:image/png;base64,iVBORw0KGgo="></p>`);
  });
});

describe('the notice commands', () => {
  it('check the permission themselves, whatever door calls them, and change nothing when it is missing', async () => {
    const reader: Actor = { userId: 2, userName: 'ry', deptName: '', roles: ['common'], permissions: ['system:notice:list', 'system:notice:query'], request: { method: 'PUT', route: '', url: '', ip: '' } };
    expect(await admin.post('/system/notice', { noticeTitle: '门禁测试', noticeType: '1' })).toMatchObject({ code: 200 });
    const notice = await findNotice('门禁测试');
    await expect(noticeCommands.add(t.ctx, reader, NoticeBody.parse({ noticeTitle: '越权公告', noticeType: '1' }))).rejects.toMatchObject({ replyCode: 403 });
    await expect(noticeCommands.edit(t.ctx, reader, edited(NoticeBody).parse({ ...notice, noticeTitle: '越权修改' }))).rejects.toMatchObject({ replyCode: 403 });
    await expect(noticeCommands.remove(t.ctx, reader, [notice.noticeId])).rejects.toMatchObject({ replyCode: 403 });
    expect(await findNotice('门禁测试')).toEqual(notice);
    expect(await findNotice('越权公告')).toBeUndefined();
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sysRole } from '../db/schema/index';
import type { TestApp } from '../../test/harness';
import { staffWith } from '../../test/api';
import { AjaxResult, ajaxData, ruoyiRefusal, RuoyiTime, tableData } from './replyShapes';
import { type RuoyiClient, ruoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

/** SysNotice as the notice screen and the bell's preview read it. */
const Notice = z.object({
  noticeId: z.number(), noticeTitle: z.string(), noticeType: z.enum(['1', '2']), noticeContent: z.string().nullable(), status: z.enum(['0', '1']),
  createBy: z.string(), createTime: RuoyiTime,
}).loose();
/** A notice in the bell's list (listTop): `isRead` marks it, `createTime` is shown as it comes. */
const TopNotice = z.object({ noticeId: z.number(), noticeTitle: z.string(), noticeType: z.enum(['1', '2']), createTime: RuoyiTime, isRead: z.boolean() }).loose();
const NoticeTop = ajaxData(z.array(TopNotice)).extend({ unreadCount: z.number().int() });
/** A reader of a notice, as RuoYi's reader dialog lists them. */
const Reader = z.object({
  userId: z.number(), userName: z.string(), nickName: z.string(), deptName: z.string().nullable(), phonenumber: z.string().nullable(), readTime: RuoyiTime,
});

/** The list's query as notice/index.vue sends it (its type select writes `noticeType`). */
const listQuery = (filters: Record<string, unknown> = {}) => ({ pageNum: 1, pageSize: 10, noticeTitle: undefined, createBy: undefined, status: undefined, ...filters });
const list = async (filters: Record<string, unknown> = {}) =>
  tableData(Notice).parse(await admin.call({ method: 'GET', url: '/system/notice/list', params: listQuery(filters) }));

/** Publishes a notice through the dialog's form and answers it as the list shows it. */
async function publish(noticeTitle: string, extra: Record<string, unknown> = {}) {
  const form = { noticeTitle, noticeType: '1', noticeContent: `<p>${noticeTitle}</p>`, status: '0', ...extra };
  AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/notice', data: form }));
  return (await list({ noticeTitle })).rows.find((n) => n.noticeTitle === noticeTitle)!;
}

/** A staff member with role common, added as the user dialog adds one. */
async function newStaff(userName: string) {
  const roles = (await admin.call({ method: 'GET', url: '/system/user/' })).roles as { roleId: number; roleKey: string }[];
  const common = roles.find((r) => r.roleKey === 'common')!;
  AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/user', data: { userName, nickName: `昵称${userName}`, password: 'start123', status: '0', postIds: [], roleIds: [common.roleId] } }));
  return ruoyiClient(t, userName, 'start123');
}

describe('system/notice.js', () => {
  it('listNotice', async () => {
    await publish('列表通知甲');
    await publish('列表公告乙', { noticeType: '2' });
    const all = await list();
    expect(all.rows.map((n) => n.noticeTitle)).toEqual(expect.arrayContaining(['列表通知甲', '列表公告乙']));
    expect((await list({ noticeTitle: '列表', noticeType: '2' })).rows.map((n) => n.noticeTitle)).toEqual(['列表公告乙']);
    expect((await list({ createBy: 'admin', noticeTitle: '列表' })).total).toBe(2);
    expect((await list({ createBy: 'nobody' })).total).toBe(0);
    const paged = await list({ noticeTitle: '列表', pageSize: 1, pageNum: 2 });
    expect(paged).toMatchObject({ total: 2, rows: [{ noticeTitle: '列表通知甲' }] });
  });

  it('getNotice', async () => {
    const added = await publish('详情通知');
    const { data } = ajaxData(Notice).parse(await admin.call({ method: 'GET', url: `/system/notice/${added.noticeId}` }));
    expect(data).toMatchObject({ noticeTitle: '详情通知', noticeContent: '<p>详情通知</p>', createBy: 'admin' });
  });

  it('addNotice', async () => {
    const form = { noticeTitle: '新增通知', noticeType: '2', noticeContent: '<p>内容</p>', status: '0' };
    expect(AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/notice', data: form })).msg).toBe('操作成功');
    expect((await list({ noticeTitle: '新增通知' })).rows[0]).toMatchObject({ noticeType: '2', status: '0' });
    expect(await admin.call({ method: 'POST', url: '/system/notice', data: { ...form, noticeTitle: '' } })).toMatchObject({ code: 400, msg: '公告标题不能为空' });
  });

  it('updateNotice', async () => {
    const added = await publish('修改前通知');
    const { data } = await admin.call({ method: 'GET', url: `/system/notice/${added.noticeId}` }) as { data: Record<string, unknown> };
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/notice', data: { ...data, noticeTitle: '修改后通知', status: '1' } }));
    expect((await list({ noticeTitle: '修改后通知' })).rows[0]).toMatchObject({ noticeId: added.noticeId, status: '1' });
  });

  it('delNotice', async () => {
    const first = await publish('删除通知一');
    const second = await publish('删除通知二');
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/system/notice/${[first.noticeId, second.noticeId]}` }));
    expect((await list({ noticeTitle: '删除通知' })).total).toBe(0);
  });

  it('listNoticeTop', async () => {
    // The bell on every page: the five newest open notices, `isRead` for this person, and the unread count among them.
    const closed = await publish('铃铛关闭的', { status: '1' });
    for (const n of [1, 2, 3, 4, 5, 6]) await publish(`铃铛通知${n}`);
    const staff = await newStaff('bellreader');
    const top = NoticeTop.parse(await staff.call({ method: 'GET', url: '/system/notice/listTop' }));
    expect(top.data.map((n) => n.noticeTitle)).toEqual(['铃铛通知6', '铃铛通知5', '铃铛通知4', '铃铛通知3', '铃铛通知2']);
    expect(top.data.map((n) => n.noticeId)).not.toContain(closed.noticeId);
    expect(top.data.every((n) => !n.isRead)).toBe(true);
    expect(top.unreadCount).toBe(5);

    // It answers while a one-time password waits to be replaced (the layout shows it then too); other screens do not.
    const { rows } = await admin.call({ method: 'GET', url: '/system/user/list', params: { pageNum: 1, pageSize: 10, userName: 'bellreader' } }) as { rows: { userId: number }[] };
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/user/resetPwd', data: { userId: rows[0]!.userId, password: 'reset123' } }));
    const resetStaff = await ruoyiClient(t, 'bellreader', 'reset123');
    expect(NoticeTop.parse(await resetStaff.call({ method: 'GET', url: '/system/notice/listTop' })).data).toHaveLength(5);
    expect(ruoyiRefusal(601).parse(await resetStaff.call({ method: 'GET', url: '/system/dict/data/type/sys_user_sex' })).code).toBe(601);
  });

  it('markNoticeRead', async () => {
    const notice = await publish('单条已读');
    const staff = await newStaff('markone');
    // previewNotice: `?noticeId=` in the query of a POST without a body; any signed-in person marks their own reading.
    AjaxResult.parse(await staff.call({ method: 'POST', url: '/system/notice/markRead', params: { noticeId: notice.noticeId } }));
    const top = NoticeTop.parse(await staff.call({ method: 'GET', url: '/system/notice/listTop' }));
    expect(top.data.find((n) => n.noticeId === notice.noticeId)).toMatchObject({ isRead: true });
    expect(top.unreadCount).toBe(top.data.filter((n) => !n.isRead).length);
    expect(NoticeTop.parse(await admin.call({ method: 'GET', url: '/system/notice/listTop' })).data.find((n) => n.noticeId === notice.noticeId)).toMatchObject({ isRead: false });
    // Marking again changes nothing; an id that is no number is refused.
    AjaxResult.parse(await staff.call({ method: 'POST', url: '/system/notice/markRead', params: { noticeId: notice.noticeId } }));
    expect(await staff.call({ method: 'POST', url: '/system/notice/markRead', params: { noticeId: 'x' } })).toMatchObject({ code: 400 });
  });

  it('markNoticeReadAll', async () => {
    for (const n of [1, 2]) await publish(`全部已读${n}`);
    const staff = await newStaff('markall');
    const before = NoticeTop.parse(await staff.call({ method: 'GET', url: '/system/notice/listTop' }));
    // markAllRead: the ids the bell shows, joined by commas, in the query.
    AjaxResult.parse(await staff.call({ method: 'POST', url: '/system/notice/markReadAll', params: { ids: before.data.map((n) => n.noticeId).join(',') } }));
    const after = NoticeTop.parse(await staff.call({ method: 'GET', url: '/system/notice/listTop' }));
    expect(after.data.every((n) => n.isRead)).toBe(true);
    expect(after.unreadCount).toBe(0);
    expect(await staff.call({ method: 'POST', url: '/system/notice/markReadAll', params: { ids: '1,x' } })).toMatchObject({ code: 400 });
  });

  it('listNoticeReadUsers', async () => {
    // RuoYi's reader dialog (added after v3.9.2): GET with the notice, a search text and paging.
    const notice = await publish('阅读用户通知');
    for (const userName of ['readera', 'readerb']) {
      const staff = await newStaff(userName);
      AjaxResult.parse(await staff.call({ method: 'POST', url: '/system/notice/markRead', params: { noticeId: notice.noticeId } }));
    }
    const query = { pageNum: 1, pageSize: 10, noticeId: notice.noticeId, searchValue: undefined };
    const readers = tableData(Reader).parse(await admin.call({ method: 'GET', url: '/system/notice/readUsers/list', params: query }));
    expect(readers.total).toBe(2);
    expect(readers.rows.map((r) => r.userName).sort()).toEqual(['readera', 'readerb']);
    const found = tableData(Reader).parse(await admin.call({ method: 'GET', url: '/system/notice/readUsers/list', params: { ...query, searchValue: '昵称readerb' } }));
    expect(found.rows).toEqual([expect.objectContaining({ userName: 'readerb', nickName: '昵称readerb' })]);

    // The screen's permission is needed; a reader limited to their own data sees only themselves among the readers.
    const staff = await ruoyiClient(t, 'readera', 'start123');
    expect(ruoyiRefusal(403).parse(await staff.call({ method: 'GET', url: '/system/notice/readUsers/list', params: query })).code).toBe(403);
    await staffWith(t, 'selfreader', ['system:notice:list']);
    await t.ctx.db.update(sysRole).set({ dataScope: '5' }).where(eq(sysRole.roleKey, 'selfreader'));
    const self = await ruoyiClient(t, 'selfreader');
    AjaxResult.parse(await self.call({ method: 'POST', url: '/system/notice/markRead', params: { noticeId: notice.noticeId } }));
    const own = tableData(Reader).parse(await self.call({ method: 'GET', url: '/system/notice/readUsers/list', params: query }));
    expect(own.rows.map((r) => r.userName)).toEqual(['selfreader']);
  });
});

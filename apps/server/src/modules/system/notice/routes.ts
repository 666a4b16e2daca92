import { z } from 'zod';
import { edited, IdList, IdParam, NoticeBody, NoticeQuery, NoticeReadersQuery, NoticeReadQuery, NoticesReadQuery } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import type { RouteModule } from '../../../platform/module';
import { BusinessType } from '../../../platform/operationLog';
import { ok, okData, pageTable } from '../../../platform/reply';
import { noticeCommands } from './commands';
import { getNotice, latestNotices, listNotices, noticeInbox, noticeReaders, openNotice } from './service';

const title = '通知公告';

/** Notices: list, read, add, edit, delete (content sanitised before it is stored); the bells' inboxes, read receipts and readers. */
export const noticeRoutes: RouteModule = (ctx) => async (app) => {
  app.get('/system/notice/list', { config: { access: { permission: 'system:notice:list' } }, schema: { querystring: NoticeQuery } },
    async (req) => pageTable(req, await listNotices(ctx, req.query)));

  // Any signed-in person: our back office's bell and reading an open notice (which records the read receipt, a write by a GET).
  app.get('/system/notice/inbox', async (req) => ok(req, await noticeInbox(ctx, req.session!.userId)));
  app.get('/system/notice/view/:noticeId', { config: { command: 'system:notice:markRead' }, schema: { params: z.object({ noticeId: IdParam }) } },
    async (req) => {
      const notice = await openNotice(ctx, req.params.noticeId);
      await noticeCommands.markRead(ctx, actorOf(req), [notice.noticeId]);
      return okData(req, notice);
    });

  // RuoYi-Vue3's bell, on every page: answers also while a one-time password waits to be replaced.
  app.get('/system/notice/listTop', { config: { access: { passwordChange: true } } },
    async (req) => ok(req, await latestNotices(ctx, req.session!.userId)));
  app.post('/system/notice/markRead', {
    config: { command: 'system:notice:markRead', log: { title, businessType: BusinessType.add } }, schema: { querystring: NoticeReadQuery },
  }, async (req) => {
    await noticeCommands.markRead(ctx, actorOf(req), [req.query.noticeId]);
    return ok(req);
  });
  app.post('/system/notice/markReadAll', {
    config: { command: 'system:notice:markRead', log: { title, businessType: BusinessType.add } }, schema: { querystring: NoticesReadQuery },
  }, async (req) => {
    await noticeCommands.markRead(ctx, actorOf(req), req.query.ids);
    return ok(req);
  });
  app.get('/system/notice/readUsers/list', { config: { access: { permission: 'system:notice:list' } }, schema: { querystring: NoticeReadersQuery } },
    async (req) => pageTable(req, await noticeReaders(ctx, req.query, req.session!)));

  app.get('/system/notice/:noticeId', { config: { access: { permission: 'system:notice:query' } }, schema: { params: z.object({ noticeId: IdParam }) } },
    async (req) => okData(req, await getNotice(ctx, req.params.noticeId)));

  app.post('/system/notice', { config: { access: { permission: 'system:notice:add' }, command: 'system:notice:add', log: { title, businessType: BusinessType.add } }, schema: { body: NoticeBody } },
    async (req) => {
      await noticeCommands.add(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.put('/system/notice', { config: { access: { permission: 'system:notice:edit' }, command: 'system:notice:edit', log: { title, businessType: BusinessType.edit } }, schema: { body: edited(NoticeBody) } },
    async (req) => {
      await noticeCommands.edit(ctx, actorOf(req), req.body);
      return ok(req);
    });

  app.delete('/system/notice/:noticeIds', {
    config: { access: { permission: 'system:notice:remove' }, command: 'system:notice:remove', log: { title, businessType: BusinessType.remove } },
    schema: { params: z.object({ noticeIds: IdList }) },
  }, async (req) => {
    await noticeCommands.remove(ctx, actorOf(req), req.params.noticeIds);
    return ok(req);
  });
};

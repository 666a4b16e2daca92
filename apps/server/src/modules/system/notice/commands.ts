import type { Edited, NoticeBody } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { addNotice, markNoticesRead, removeNotices, updateNotice } from './service';

/** Notices are added, edited and deleted here only, whatever the door; and read receipts are recorded here. */
export const noticeCommands = {
  add: staffCommand('system:notice:add', (ctx, actor, body: NoticeBody) => addNotice(ctx, body, actor.userName)),
  edit: staffCommand('system:notice:edit', (ctx, actor, body: Edited<NoticeBody>) => updateNotice(ctx, body, actor.userName)),
  remove: staffCommand('system:notice:remove', (ctx, _actor, noticeIds: number[]) => removeNotices(ctx, noticeIds)),
  /** Everyone signed in records their own reading of open notices. */
  markRead: staffCommand('system:notice:markRead', (ctx, actor, noticeIds: number[]) => markNoticesRead(ctx, noticeIds, actor.userId), null),
};

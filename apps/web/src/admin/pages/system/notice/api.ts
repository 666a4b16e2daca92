import type { NoticeBody } from '@freight/domain';
import type { DataReply, Reply } from '../../../../shared/request/reply';
import { crudApi } from '../../../components/list';
import { http } from '../../../request';

export interface Notice {
  noticeId: number;
  noticeTitle: string;
  noticeType: string;
  noticeContent: string | null;
  status: string;
  createBy: string;
  createTime: string;
  remark: string | null;
}

export interface InboxNotice {
  noticeId: number;
  noticeTitle: string;
  noticeType: string;
  createBy: string;
  createTime: string;
  read: boolean;
}

/** The navbar bell's query: invalidated when notices change, so a publisher sees a new notice at once. */
export const noticeInboxKey = ['notice', 'inbox'] as const;

/** Notices: the resource calls, plus the bell's inbox and reading one notice (which records the read receipt). */
export const noticeApi = {
  ...crudApi<Notice, NoticeBody>('/system/notice', 'notice'),
  inbox: () => http.get<Reply & { rows: InboxNotice[]; unread: number }>('/system/notice/inbox'),
  view: async (noticeId: number) => (await http.get<DataReply<Notice>>(`/system/notice/view/${noticeId}`)).data,
};

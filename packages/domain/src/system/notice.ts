import { z } from 'zod';
import { text } from '../text';
import { DateRangeQuery, filterText, IdList, IdParam, PageQuery, remark, requiredText, Status } from './list';

/** '1' notice, '2' announcement (dictionary sys_notice_type). */
export const NoticeType = z.enum(['1', '2'], { error: 'notice.type.required' });

export const NoticeFilter = z.object({
  noticeTitle: filterText(50),
  createBy: filterText(64),
  noticeType: z.preprocess((v) => (v === '' ? undefined : v), NoticeType.optional()),
}).extend(DateRangeQuery.shape);
export type NoticeFilter = z.infer<typeof NoticeFilter>;
export const NoticeQuery = PageQuery.extend(NoticeFilter.shape);
export type NoticeQuery = z.infer<typeof NoticeQuery>;

/** Largest notice body in characters (rich text with inline markup). */
export const maxNoticeContent = 200_000;

export const NoticeBody = z.object({
  noticeId: z.number().int().positive().optional(),
  noticeTitle: requiredText(50, 'notice.title.required', 'notice.title.length'),
  noticeType: NoticeType,
  noticeContent: text(maxNoticeContent, { tooLong: 'notice.content.length' }).nullish(),
  status: Status.default('0'),
  remark,
});
export type NoticeBody = z.input<typeof NoticeBody>;

/** Who has read a notice: a page of its readers, searched by account or nickname (`searchValue`). */
export const NoticeReadersQuery = PageQuery.extend({ noticeId: IdParam, searchValue: filterText(30) });
export type NoticeReadersQuery = z.infer<typeof NoticeReadersQuery>;

/** The navbar bell marks one notice read (`?noticeId=3`) or all it shows (`?ids=3,2,1`), in the query as RuoYi-Vue3 sends them. */
export const NoticeReadQuery = z.object({ noticeId: IdParam });
export const NoticesReadQuery = z.object({ ids: IdList });

import { z } from 'zod';
import { identifier } from '../text';
import { filterText, PageQuery, remark, requiredText, Status } from './list';

export const PostFilter = z.object({
  postCode: filterText(64),
  postName: filterText(50),
  status: Status.optional(),
});
export type PostFilter = z.infer<typeof PostFilter>;
export const PostQuery = PageQuery.extend(PostFilter.shape);
export type PostQuery = z.infer<typeof PostQuery>;

/** A post (job position) as the add / edit dialog sends it; `postId` present means update. */
export const PostBody = z.object({
  postId: z.number().int().positive().optional(),
  postCode: identifier(64, { required: 'post.code.required', tooLong: 'post.code.length' }),
  postName: requiredText(50, 'post.name.required', 'post.name.length'),
  postSort: z.number({ error: 'post.sort.required' }).int().min(0, { error: 'field.sort.min' }),
  status: Status.default('0'),
  remark,
});
export type PostBody = z.infer<typeof PostBody>;

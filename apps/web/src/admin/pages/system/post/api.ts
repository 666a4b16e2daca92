import type { PostBody } from '@freight/domain';
import { crudApi } from '../../../components/list';

export interface Post {
  postId: number;
  postCode: string;
  postName: string;
  postSort: number;
  status: string;
  remark: string | null;
  createTime: string;
}

/** Posts: /system/post/list, /system/post/{id}, POST and PUT /system/post, DELETE /system/post/{ids}, export. */
export const postApi = crudApi<Post, PostBody>('/system/post', 'post');

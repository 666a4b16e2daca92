import type { Edited, PostBody } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { addPost, removePosts, updatePost } from './service';

/** Posts are added, edited and deleted here only, whatever the door. */
export const postCommands = {
  add: staffCommand('system:post:add', (ctx, actor, body: PostBody) => addPost(ctx, body, actor.userName)),
  edit: staffCommand('system:post:edit', (ctx, actor, body: Edited<PostBody>) => updatePost(ctx, body, actor.userName)),
  remove: staffCommand('system:post:remove', (ctx, _actor, postIds: number[]) => removePosts(ctx, postIds)),
};

import type { PasswordChange, ProfileBody } from '@freight/domain';
import { staffCommand } from '../../../platform/commands/command';
import { keyOf, resourceName } from '../../common/files/upload';
import { storeAvatar, type AvatarUpload } from './avatar';
import { changePassword, setAvatar, updateProfile } from './service';

/** Every signed-in person changes their own account here only: no permission, and only their own record. */
export const profileCommands = {
  edit: staffCommand('system:profile:edit', (ctx, actor, body: Required<Pick<ProfileBody, 'nickName'>> & ProfileBody) =>
    updateProfile(ctx, actor.userId, actor.userName, body), null),
  /**
   * Stores the picture as the new avatar and removes the one it replaces. Answers the avatar as RuoYi keeps it, a path
   * under the server's base (`/profile/avatar/...`, served at `/api/profile/avatar/...`; migration 0026 moved older ones).
   */
  avatar: staffCommand('system:profile:avatar', async (ctx, actor, upload: AvatarUpload) => {
    const imgUrl = resourceName(await storeAvatar(ctx.storage, upload));
    const previous = await setAvatar(ctx, actor.userId, actor.userName, imgUrl);
    if (previous.startsWith('/profile/avatar/')) await ctx.storage.remove(keyOf(previous));
    return imgUrl;
  }, null),
  /** `keptSession` is the session that made the change: it stays signed in. */
  updatePwd: staffCommand('system:profile:updatePwd', (ctx, actor, body: PasswordChange, keptSession: string) =>
    changePassword(ctx, actor.userId, actor.userName, body, keptSession), null),
};

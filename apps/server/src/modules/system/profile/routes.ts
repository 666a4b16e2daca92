import { PasswordChange, ProfileBody, uploadLimits } from '@freight/domain';
import { actorOf } from '../../../platform/commands/actor';
import type { RouteModule } from '../../../platform/module';
import { ok } from '../../../platform/reply';
import { BusinessType } from '../../../platform/operationLog';
import { registerMultipart } from '../../common/files/upload';
import { receiveAvatar } from './avatar';
import { profileCommands } from './commands';
import { readProfile } from './service';

const title = '个人信息';

/** The signed-in user's own account. Passwords travel in the body, never in the address. */
export const profileRoutes: RouteModule = (ctx) => async (app) => {
  await registerMultipart(app, uploadLimits.avatar.maxMb);

  // Reachable while a password must be changed: RuoYi-Vue3's prompt leads there to change it.
  app.get('/system/user/profile', { config: { access: { passwordChange: true } } }, async (req) => ok(req, await readProfile(ctx, req.session!.userId)));

  app.put('/system/user/profile', { config: { command: 'system:profile:edit', log: { title, businessType: BusinessType.edit } }, schema: { body: ProfileBody } }, async (req) => {
    await profileCommands.edit(ctx, actorOf(req), req.body);
    return ok(req);
  });

  app.post('/system/user/profile/avatar', { config: { command: 'system:profile:avatar', log: { title: '用户头像', businessType: BusinessType.edit } } }, async (req) => {
    const actor = actorOf(req);
    return ok(req, { imgUrl: await profileCommands.avatar(ctx, actor, await receiveAvatar(req)) });
  });

  app.put('/system/user/profile/updatePwd', {
    config: { access: { passwordChange: true }, command: 'system:profile:updatePwd', log: { title, businessType: BusinessType.edit } },
    schema: { body: PasswordChange },
  }, async (req) => {
    const session = req.session!;
    await profileCommands.updatePwd(ctx, actorOf(req), req.body, session.sessionId);
    // The session that changed it no longer has to: only session state, once the password is saved.
    await ctx.sessions.update({ ...session, passwordExpired: false, passwordAged: false });
    return ok(req);
  });
};

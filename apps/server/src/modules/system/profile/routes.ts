import { eq } from 'drizzle-orm';
import { PasswordChange, ProfileBody, uploadLimits } from '@freight/domain';
import { sysUser } from '../../../db/schema/index';
import { endAccountSessions } from '../../../platform/auth/accountSessions';
import { AppError } from '../../../platform/errors';
import type { RouteModule } from '../../../platform/module';
import { hashPassword, verifyPassword } from '../../../platform/password';
import { ok } from '../../../platform/reply';
import { BusinessType } from '../../../platform/operationLog';
import { keyOf, publicUrl, receiveUpload, registerMultipart } from '../../common/files/upload';
import { storeAvatar } from './avatar';
import { readProfile, setAvatar, updateProfile } from './service';

const title = '个人信息';

/** The signed-in user's own account. Passwords travel in the body, never in the address. */
export const profileRoutes: RouteModule = (ctx) => async (app) => {
  await registerMultipart(app, uploadLimits.avatar.maxMb);

  app.get('/system/user/profile', async (req) => ok(req, await readProfile(ctx, req.session!.userId)));

  app.put('/system/user/profile', { config: { log: { title, businessType: BusinessType.edit } }, schema: { body: ProfileBody } }, async (req) => {
    await updateProfile(ctx, req.session!.userId, req.session!.userName, req.body);
    return ok(req);
  });

  app.post('/system/user/profile/avatar', { config: { log: { title: '用户头像', businessType: BusinessType.edit } } }, async (req) => {
    const session = req.session!;
    const upload = await receiveUpload(req, ctx.storage, 'avatarfile', {
      ...uploadLimits.avatar, typeMessage: 'upload.avatar.type', area: 'avatar',
    });
    const imgUrl = publicUrl(await storeAvatar(ctx.storage, upload));
    const previous = await setAvatar(ctx, session.userId, session.userName, imgUrl);
    if (previous.startsWith('/api/profile/avatar/')) await ctx.storage.remove(keyOf(previous.replace(/^\/api/, '')));
    return ok(req, { imgUrl });
  });

  app.put('/system/user/profile/updatePwd', {
    config: { access: { passwordChange: true }, log: { title, businessType: BusinessType.edit } },
    schema: { body: PasswordChange },
  }, async (req) => {
    const session = req.session!;
    const [user] = await ctx.db.select({ password: sysUser.password }).from(sysUser).where(eq(sysUser.userId, session.userId));
    if (!user || !(await verifyPassword(user.password, req.body.oldPassword))) throw new AppError('password.old.wrong');
    if (req.body.oldPassword === req.body.newPassword) throw new AppError('password.new.same');
    await ctx.db.update(sysUser)
      .set({ password: await hashPassword(req.body.newPassword), passwordExpired: false, pwdUpdateDate: new Date(), updateBy: session.userName, updateTime: new Date() })
      .where(eq(sysUser.userId, session.userId));
    await ctx.sessions.update({ ...session, passwordExpired: false, passwordAged: false });
    await endAccountSessions(ctx.kv, ctx.sessions, session.userId, { backOffice: session.sessionId });
    return ok(req);
  });
};

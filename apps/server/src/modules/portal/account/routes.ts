import { z } from 'zod';
import { bearerToken } from '../../../platform/auth/token';
import { AppError } from '../../../platform/errors';
import { gatewayAction, gatewayFailure, gatewayOk, issuePortalCredentials, PortalSessionStore, type GatewayCommand } from '../../../platform/gateway/index';
import type { RouteModule } from '../../../platform/module';
import { okData } from '../../../platform/reply';
import { RelyingParty, signOnSettings } from './relyingParty';
import { portalUserInfo, userByAccountName } from './userInfo';

const CodeExchange = z.object({
  code: z.string().min(1).max(512),
  codeVerifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/, { error: 'sso.verifier' }),
  redirectUri: z.string().url().max(300).optional(),
});

/** Portal identity: the sign-on settings, the code exchange, the signed-in user's record, logout. */
export const portalAccountRoutes: RouteModule = (ctx) => async (app) => {
  const relyingParty = new RelyingParty(ctx, app, signOnSettings(ctx));

  app.get('/portal/signOn', { config: { access: { public: true } } }, async (req) => {
    const endpoints = await relyingParty.endpoints();
    return okData(req, { ...endpoints, clientId: relyingParty.settings.clientId, scope: 'openid profile', builtIn: relyingParty.settings.builtIn });
  });

  app.post('/yhApi/callYhApiAccount', { config: { access: { gateway: true }, writes: 'session' }, schema: { body: CodeExchange } }, async (req) => {
    try {
      const redirectUri = req.body.redirectUri ?? `${ctx.config.publicUrl}/`;
      if (!relyingParty.allowedRedirect(redirectUri)) throw new AppError('sso.redirect', {}, 400);
      const { claims, idToken } = await relyingParty.exchange(req.body.code, req.body.codeVerifier, redirectUri);
      const accountName = claims[relyingParty.settings.accountClaim];
      const user = typeof accountName === 'string' ? await userByAccountName(ctx.db, accountName) : null;
      const userInfo = user ? await portalUserInfo(ctx.db, user.userId) : null;
      if (!user || !userInfo) throw new AppError('sso.noAccount', {}, 401);
      const credentials = await issuePortalCredentials(ctx, {
        usercode: user.userName, isAnonymous: false, userId: user.userId, customerId: user.customerId ?? undefined,
        userType: user.userType, languageId: userInfo.usertype === 'C' ? userInfo.customerlanguageid ?? undefined : userInfo.languageid,
      });
      return gatewayOk(req, { ...credentials, idToken, userInfo: { ...userInfo, token: credentials.token } });
    } catch (error) {
      if (error instanceof AppError) return gatewayFailure(req, error);
      throw error;
    }
  });

  const userInfo: GatewayCommand = {
    customerOnly: true,
    door: { writes: 'reads' },
    async handler(_ctx, _req, { session }) {
      const info = await portalUserInfo(ctx.db, session.userId!);
      if (!info) throw new AppError('gateway.token', {}, 401);
      return { userInfo: info };
    },
  };
  gatewayAction(app, ctx, 'refreshUserInfo', userInfo);
  gatewayAction(app, ctx, 'yhLogin', userInfo, '/yhLogin');

  gatewayAction(app, ctx, 'logout', {
    customerOnly: false,
    door: { writes: 'session' },
    async handler(_ctx, req) {
      const claims = await ctx.tokens.read(bearerToken(req.headers.authorization) ?? '');
      if (claims) await new PortalSessionStore(ctx.kv).remove(claims.sid);
      return { loggedOut: true };
    },
  });
};

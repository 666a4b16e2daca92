import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LoginBody, PasswordChange, languages } from '@freight/domain';
import { checkCredentials } from '../../platform/auth/credentials';
import type { CustomerActor } from '../../platform/commands/customerCommand';
import { AppError, unauthorized } from '../../platform/errors';
import type { RouteModule } from '../../platform/module';
import { signInRateLimiter } from '../../platform/rateLimit';
import { ok, okData } from '../../platform/reply';
import { isDependencyDown } from '../../platform/unavailable';
import { accountCommands } from '../portal/account/commands';
import { captchaEnabled } from '../system/config/values';
import { loadAccount } from './accounts';
import { ssoClients } from './clients';
import { logoutScript } from './pages';
import { createSsoProvider, ssoMountPath } from './provider';
import { showPublicOrigin } from './publicOrigin';
import { trackSignOnRequest } from './requestContext';

const Uid = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) });

/**
 * The sign-on service at /api/sso: the provider's own endpoints (discovery, authorize, token,
 * logout ...) plus the JSON calls behind its login, password and language pages in the web app.
 */
export const ssoRoutes: RouteModule = (ctx) => async (app) => {
  const provider = await createSsoProvider(ctx, `${ctx.config.publicUrl}${ssoMountPath}`, ssoClients(ctx.config));
  const handle = provider.callback();
  const publicUrl = new URL(ctx.config.publicUrl);
  const signInLimit = signInRateLimiter(ctx.kv, ctx.config.loginRateLimit);

  app.addHook('onRequest', async (req) => showPublicOrigin(req.raw, publicUrl, req.ip));

  /** The interaction the request's cookie names, which must be the one of its path; an outage underneath is a 503. */
  const interaction = async (req: Pick<FastifyRequest, 'raw'> & { params: { uid: string } }, reply: FastifyReply) => {
    const details = await provider.interactionDetails(req.raw, reply.raw).catch((error: unknown) => {
      if (isDependencyDown(error)) throw error;
      return null;
    });
    if (!details || details.uid !== req.params.uid) throw new AppError('sso.interaction', {}, 404);
    return details;
  };

  /** The signed-in account of the provider's browser session, if any, and that session's stored items (itself and its grants). */
  const sessionAccount = async (req: FastifyRequest, reply: FastifyReply) => {
    const session = await provider.Session.get(provider.createContext(req.raw, reply.raw));
    const account = session.accountId ? await loadAccount(ctx.db, Number(session.accountId)) : null;
    if (!account) throw unauthorized();
    const grants = Object.values(session.authorizations ?? {}).flatMap(({ grantId }) => (grantId ? [`Grant:${grantId}`] : []));
    return { ...account, signOnItems: [`Session:${session.jti}`, ...grants] };
  };

  /** The account holder acting on their own account from these pages. */
  const actorOf = ({ user }: Awaited<ReturnType<typeof sessionAccount>>): CustomerActor =>
    ({ anonymous: false, userId: user.userId, userName: user.userName, customerId: user.customerId ?? 0 });

  // The provider parses its own bodies, so this scope leaves the request stream untouched.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', (_req, _payload, done) => done(null));
    raw.all('/sso/*', { config: { access: { public: true }, writes: 'session', pageAllowances: { inlineScripts: [logoutScript], formsToAnyAddress: true } } }, (req, reply) => {
      reply.hijack();
      trackSignOnRequest(reply.raw);
      // Mounted like an Express sub-app: the provider reads its mount path from originalUrl.
      Object.assign(req.raw, { originalUrl: req.raw.url });
      req.raw.url = req.raw.url!.slice(ssoMountPath.length) || '/';
      void handle(req.raw, reply.raw);
    });
  });

  const page = { config: { access: { public: true } } };
  const signingIn = { config: { access: { public: true }, writes: 'session' as const } };

  app.get('/sso/interaction/:uid', { ...page, schema: { params: Uid } }, async (req, reply) =>
    reply.redirect(`/#/sso/login?uid=${encodeURIComponent(req.params.uid)}`));

  app.get('/sso/interaction/:uid/details', { ...page, schema: { params: Uid } }, async (req, reply) => {
    const details = await interaction(req, reply);
    const client = await provider.Client.find(String(details.params.client_id));
    return okData(req, {
      uid: details.uid,
      prompt: details.prompt.name,
      clientName: client?.clientName ?? client?.clientId,
      uiLocales: details.params.ui_locales ?? null,
      captchaEnabled: await captchaEnabled(ctx),
    });
  });

  app.post('/sso/interaction/:uid/login', { ...signingIn, schema: { params: Uid, body: LoginBody } }, async (req, reply) => {
    await signInLimit.enforce(req.ip);
    await interaction(req, reply);
    const user = await checkCredentials(ctx, req, req.body, { captcha: await captchaEnabled(ctx), userTypes: ['U', 'C'] });
    const redirect = await provider.interactionResult(req.raw, reply.raw, { login: { accountId: String(user.userId) } }, { mergeWithLastSubmission: false });
    return okData(req, { redirect });
  });

  app.post('/sso/interaction/:uid/abort', { ...signingIn, schema: { params: Uid } }, async (req, reply) => {
    await interaction(req, reply);
    const redirect = await provider.interactionResult(req.raw, reply.raw, { error: 'access_denied', error_description: 'End-User aborted interaction' }, { mergeWithLastSubmission: false });
    return okData(req, { redirect });
  });

  app.get('/sso/account', page, async (req, reply) => {
    const { user } = await sessionAccount(req, reply);
    return okData(req, { userName: user.userName, nickName: user.nickName, userType: user.userType, preferredLanguageId: user.preferredLanguageId });
  });

  // The browser session that changes the password stays signed in; every other session of the account ends.
  app.put('/sso/account/password', { config: { ...page.config, command: 'portal:account:password' }, schema: { body: PasswordChange } }, async (req, reply) => {
    const account = await sessionAccount(req, reply);
    await accountCommands.password(ctx, actorOf(account), req.body, { signOn: account.signOnItems });
    return ok(req);
  });

  app.put('/sso/account/language', {
    config: { ...page.config, command: 'portal:account:language' },
    schema: { body: z.object({ language: z.enum(languages, { error: 'field.invalid' }) }) },
  }, async (req, reply) => {
    await accountCommands.language(ctx, actorOf(await sessionAccount(req, reply)), req.body.language);
    return ok(req);
  });
};

import { createHmac } from 'node:crypto';
import Provider, { type ClientMetadata, type Configuration } from 'oidc-provider';
import type { AppContext } from '../../platform/context';
import { accountClaims, customClaims, loadAccount } from './accounts';
import { kvAdapter } from './adapter';
import { signingKeys } from './keys';
import { answerOutagesWith503 } from './outages';
import { errorPage, logoutDonePage, logoutPage, providerPageLanguage as languageOf } from './pages';

export const ssoMountPath = '/api/sso';
export const portalClientId = 'freight-portal';

/**
 * The built-in OpenID Connect provider (oidc-provider): authorization code with PKCE,
 * accounts from sys_user, state in the shared store, signing keys in the database.
 */
export async function createSsoProvider(ctx: AppContext, issuer: string, clients: ClientMetadata[]): Promise<Provider> {
  const cookieKey = createHmac('sha256', ctx.config.tokenSecret).update('sso-cookies').digest('base64url');
  const firstParty = new Set(clients.filter((c) => c.first_party !== false).map((c) => c.client_id));
  const configuration: Configuration = {
    adapter: kvAdapter(ctx.kv),
    clients: clients.map(({ first_party: _firstParty, ...client }) => client),
    jwks: { keys: (await signingKeys(ctx.db)) as never },
    cookies: {
      keys: [cookieKey],
      long: { signed: true, httpOnly: true, sameSite: 'lax' },
      short: { signed: true, httpOnly: true, sameSite: 'lax' },
    },
    async findAccount(_ctx, sub) {
      const account = await loadAccount(ctx.db, Number(sub));
      return account ? { accountId: sub, claims: async () => accountClaims(account) } : undefined;
    },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username', 'locale', 'email', ...customClaims] },
    scopes: ['openid', 'profile'],
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(koa, form) { koa.body = logoutPage(languageOf(koa), form); },
        async postLogoutSuccessSource(koa) { koa.body = logoutDonePage(languageOf(koa)); },
      },
    },
    interactions: { url: (_koa, interaction) => `${ssoMountPath}/interaction/${interaction.uid}` },
    /** Our own applications need no consent screen: their grant is made at sign-in. */
    async loadExistingGrant(koa) {
      const grantId = koa.oidc.result?.consent?.grantId || koa.oidc.session!.grantIdFor(koa.oidc.client!.clientId);
      if (grantId) return koa.oidc.provider.Grant.find(grantId);
      if (!firstParty.has(koa.oidc.client!.clientId)) return undefined;
      const grant = new koa.oidc.provider.Grant({ clientId: koa.oidc.client!.clientId, accountId: koa.oidc.session!.accountId! });
      grant.addOIDCScope('openid profile');
      await grant.save();
      return grant;
    },
    async renderError(koa, out) {
      koa.type = 'html';
      koa.body = errorPage(languageOf(koa), { ...out });
    },
    ttl: { AccessToken: 3600, AuthorizationCode: 60, IdToken: 3600, Interaction: 900, Session: 14 * 24 * 3600, Grant: 14 * 24 * 3600 },
  };
  const provider = new Provider(issuer, configuration);
  // It reads its public address from X-Forwarded-*, which the sign-on routes set from PUBLIC_URL (publicOrigin.ts).
  provider.proxy = true;
  answerOutagesWith503(provider);
  return provider;
}

declare module 'oidc-provider' {
  interface ClientMetadata {
    /** Ours: skips the consent screen. */
    first_party?: boolean;
  }
}

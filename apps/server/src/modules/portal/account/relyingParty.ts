import type { FastifyInstance } from 'fastify';
import * as oidc from 'openid-client';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { portalClientSecret, portalOrigins } from '../../sso/clients';
import { portalClientId, ssoMountPath } from '../../sso/provider';
import { DependencyUnavailable, isDependencyDown } from '../../../platform/unavailable';

export interface SignOnSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The ID-token claim that names the local account (matched against sys_user.user_name). */
  accountClaim: string;
  builtIn: boolean;
}

export function signOnSettings(ctx: AppContext): SignOnSettings {
  if (ctx.config.oidc) return { ...ctx.config.oidc, builtIn: false };
  return {
    issuer: `${ctx.config.publicUrl}${ssoMountPath}`,
    clientId: portalClientId,
    clientSecret: portalClientSecret(ctx.config),
    accountClaim: 'preferred_username',
    builtIn: true,
  };
}

/** The built-in provider is reached in process, so no instance depends on reaching its own public address. */
function inProcessFetch(app: FastifyInstance): oidc.CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const headers: Record<string, string> = { host: target.host };
    new Headers(options.headers as ConstructorParameters<typeof Headers>[0]).forEach((value, name) => { headers[name] = value; });
    const reply = await app.inject({
      method: options.method as 'GET' | 'POST',
      url: target.pathname + target.search,
      headers,
      payload: options.body ? String(options.body) : undefined,
    });
    return new Response(new Uint8Array(reply.rawPayload), { status: reply.statusCode, headers: reply.headers as Record<string, string> });
  };
}

/**
 * The portal's relying party: discovers the provider once and turns an authorization code
 * (with the browser's PKCE verifier) into the signed-in account's claims.
 */
export class RelyingParty {
  private configuration?: Promise<oidc.Configuration>;

  constructor(private ctx: AppContext, private app: FastifyInstance, readonly settings: SignOnSettings) {}

  private discover() {
    this.configuration ??= oidc.discovery(new URL(this.settings.issuer), this.settings.clientId, undefined, oidc.ClientSecretBasic(this.settings.clientSecret), {
      execute: this.settings.issuer.startsWith('http:') ? [oidc.allowInsecureRequests] : [],
      ...(this.settings.builtIn ? { [oidc.customFetch]: inProcessFetch(this.app) } : {}),
    }).catch((error: unknown) => {
      this.configuration = undefined;
      throw error;
    });
    return this.configuration;
  }

  async endpoints() {
    const server = (await this.discover()).serverMetadata();
    return { authorizationEndpoint: server.authorization_endpoint!, endSessionEndpoint: server.end_session_endpoint ?? null };
  }

  /** Redirect URIs are the portal's own addresses only. */
  allowedRedirect(redirectUri: string): boolean {
    return portalOrigins(this.ctx.config).some((origin) => `${origin}/` === redirectUri);
  }

  async exchange(code: string, codeVerifier: string, redirectUri: string): Promise<{ claims: oidc.IDToken; idToken: string }> {
    const configuration = await this.discover();
    const callback = new URL(redirectUri);
    callback.searchParams.set('code', code);
    // The provider names itself in the redirect (RFC 9207); the browser passes only the code on.
    callback.searchParams.set('iss', configuration.serverMetadata().issuer);
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, callback, { pkceCodeVerifier: codeVerifier, idTokenExpected: true });
      return { claims: tokens.claims()!, idToken: tokens.id_token! };
    } catch (error) {
      // An outage of the provider (or of what it stands on) is an outage, not a bad code.
      if (isDependencyDown(error)) throw error;
      if ((error as { status?: unknown }).status === 503) throw new DependencyUnavailable('database', { cause: error });
      throw new AppError('sso.code', {}, 401);
    }
  }
}

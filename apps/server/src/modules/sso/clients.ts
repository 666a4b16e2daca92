import { createHmac } from 'node:crypto';
import type { ClientMetadata } from 'oidc-provider';
import type { Config } from '../../config';
import { portalClientId } from './provider';

/** The portal client's secret is derived from the server secret, so every instance agrees without storing it. */
export const portalClientSecret = (config: Config) => createHmac('sha256', config.tokenSecret).update('portal-client').digest('base64url');

/** Where the portal may send users back to: its public address, and the local ones outside production. */
export function portalOrigins(config: Config): string[] {
  const origins = new Set([config.publicUrl]);
  if (!config.production) {
    origins.add(`http://localhost:${config.port}`);
    origins.add(`http://127.0.0.1:${config.port}`);
  }
  return [...origins];
}

/** The relying parties of the built-in provider: the portal, plus any listed in SSO_CLIENTS. */
export function ssoClients(config: Config): ClientMetadata[] {
  const redirects = portalOrigins(config).map((origin) => `${origin}/`);
  return [
    {
      client_id: portalClientId,
      client_secret: portalClientSecret(config),
      client_name: 'Freight-rate portal',
      redirect_uris: redirects,
      post_logout_redirect_uris: redirects,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      first_party: true,
    },
    ...config.ssoClients,
  ];
}

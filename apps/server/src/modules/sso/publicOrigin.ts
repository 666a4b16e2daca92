import type { IncomingMessage } from 'node:http';

/** Headers that would tell the provider another address, or another client, than the server settled on. */
const forwarded = ['forwarded', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-forwarded-for'];

/**
 * The provider builds its endpoints, forms and redirects from the request's host and protocol. It is shown the public
 * address (PUBLIC_URL) instead, whatever Host and X-Forwarded-* a caller sent, so nobody can make it publish or send
 * people to another host. The client address it sees is the server's own reading: forwarded addresses count only
 * from the proxies TRUST_PROXY names.
 */
export function showPublicOrigin(raw: IncomingMessage, publicUrl: URL, clientIp: string): void {
  for (const name of forwarded) delete raw.headers[name];
  raw.headers.host = publicUrl.host;
  raw.headers['x-forwarded-proto'] = publicUrl.protocol.slice(0, -1);
  raw.headers['x-forwarded-for'] = clientIp;
}

import { buildEnvelope, signEnvelope, signingKey } from '@freight/domain';
import type { TestApp } from '../../../../test/harness';

/** What a portal client holds after asking for credentials. */
export interface Credentials {
  token: string;
  apiSecret: string;
  usercode: string;
  isAnonymous: boolean;
}

export interface EnvelopeOptions {
  action?: string;
  command?: { id?: string | number; key?: string; url?: string; data?: unknown };
  now?: number;
  nonce?: string;
  usercode?: string;
  isAnonymous?: boolean;
  apiSecret?: string;
  /** Replaces the encoded command; the envelope is signed over it. */
  content?: string;
}

/** A correctly signed envelope for these credentials, with any field overridden. */
export function envelopeFor(credentials: Credentials, options: EnvelopeOptions = {}) {
  const apiSecret = options.apiSecret ?? credentials.apiSecret;
  const body = buildEnvelope({
    usercode: options.usercode ?? credentials.usercode,
    isAnonymous: options.isAnonymous ?? credentials.isAnonymous,
    apiSecret,
    action: options.action ?? 'callYhApi',
    command: options.command ?? { key: 'invoicetrans', data: { maxrows: 100 } },
    now: options.now,
    nonce: options.nonce,
  });
  if (options.content === undefined) return body;
  const fields = { ...body, content: options.content };
  return { ...fields, sign: signEnvelope(signingKey(apiSecret), fields) };
}

export async function anonymousCredentials(t: TestApp, headers: Record<string, string> = {}): Promise<Credentials> {
  const reply = await t.app.inject({ method: 'POST', url: '/api/yhApi/callYhAnonymousApiAccount', headers });
  return reply.json().content.data as Credentials;
}

/** Posts a body to a gateway call with the credentials' bearer token, or the given headers. */
export async function callGateway(t: TestApp, path: string, body: unknown, headers: Record<string, string>) {
  const reply = await t.app.inject({ method: 'POST', url: `/api/yhApi/${path}`, payload: body as object, headers });
  return reply.json();
}

import { createHash, randomBytes } from 'node:crypto';
import { encodeContent, newNonce, portalAppId, signingKey } from '@freight/domain';
import { envelopeSignature } from '../src/platform/gateway/signature';

export interface PortalCredentials { token: string; apiSecret: string; usercode: string; isAnonymous: boolean }

/** A portal client over real HTTP: anonymous or signed-in credentials, and fresh signed bodies per request. */
export class PortalClient {
  private key: string;

  constructor(readonly base: string, readonly credentials: PortalCredentials) {
    this.key = signingKey(credentials.apiSecret);
  }

  static async anonymous(base: string) {
    const reply = await fetch(`${base}/api/yhApi/callYhAnonymousApiAccount`, { method: 'POST' });
    return new PortalClient(base, ((await reply.json()) as { content: { data: PortalCredentials } }).content.data);
  }

  /**
   * Walks the sign-on service's authorization-code flow as a browser would; `captcha` answers the
   * sign-on page's captcha when it is enabled.
   */
  static async signIn(base: string, username: string, password: string, captcha?: () => Promise<{ uuid: string; code: string | null }>) {
    const cookies = new Map<string, string>();
    const keep = (reply: Response) => {
      for (const line of reply.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const at = pair!.indexOf('=');
        cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
      }
      return reply;
    };
    const cookie = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const settings = ((await (await fetch(`${base}/api/portal/signOn`)).json()) as { data: { authorizationEndpoint: string; clientId: string } }).data;
    const verifier = randomBytes(32).toString('base64url');
    const query = new URLSearchParams({
      client_id: settings.clientId, redirect_uri: `${base}/`, response_type: 'code', scope: 'openid profile', state: 'bench',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
    });
    const authorize = keep(await fetch(`${settings.authorizationEndpoint}?${query}`, { redirect: 'manual' }));
    const uid = /interaction\/([^/?]+)/.exec(authorize.headers.get('location') ?? '')?.[1];
    const login = keep(await fetch(`${base}/api/sso/interaction/${uid}/login`, {
      method: 'POST', headers: { 'content-type': 'application/json', cookie: cookie() }, body: JSON.stringify({ username, password, ...(captcha ? await captcha() : {}) }),
    }));
    const { data } = (await login.json()) as { data: { redirect: string } };
    const resume = await fetch(data.redirect, { redirect: 'manual', headers: { cookie: cookie() } });
    const code = new URL(resume.headers.get('location')!).searchParams.get('code');
    const exchange = await fetch(`${base}/api/yhApi/callYhApiAccount`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code, codeVerifier: verifier, redirectUri: `${base}/` }),
    });
    return new PortalClient(base, ((await exchange.json()) as { content: { data: PortalCredentials } }).content.data);
  }

  /** A freshly signed body for one call: new nonce and timestamp every time, as the server demands. */
  body(action: string, data: unknown, key?: string): string {
    const { usercode, isAnonymous } = this.credentials;
    const fields = {
      usercode, action, timestamp: Math.floor(Date.now() / 1000), noncestr: newNonce(),
      content: encodeContent({ id: 1, usercode, key: key ?? action, url: action, appid: portalAppId, data }),
    };
    return JSON.stringify({ ...fields, isAnonymous, sign: envelopeSignature(this.key, fields) });
  }

  /** What a browser sends with a call: JSON, the bearer token, and that it takes gzip. */
  headers() {
    return { 'content-type': 'application/json', 'accept-encoding': 'gzip', authorization: `Bearer ${this.credentials.token}` };
  }
}

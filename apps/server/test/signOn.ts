import { createHash, randomBytes } from 'node:crypto';
import type { TestApp } from './harness';


/** A cookie jar for app.inject, enough for the provider's session and interaction cookies. */
export class CookieJar {
  private cookies = new Map<string, string>();
  absorb<R extends { headers: Record<string, string | string[] | number | undefined> }>(reply: R): R {
    const raw = reply.headers['set-cookie'];
    for (const line of [raw].flat().filter((c): c is string => typeof c === 'string')) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at);
      const value = pair!.slice(at + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return reply;
  }
  header() { return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '); }
}

export const pkcePair = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

const pathOf = (url: string) => { const u = new URL(url, 'http://localhost'); return u.pathname + u.search; };

/** Walks the authorization-code flow through the built-in provider as a browser would; returns the code. */
export async function signOnCode(t: TestApp, username: string, password: string, options: { challenge: string; redirectUri?: string; state?: string; jar?: CookieJar; clientId?: string; host?: string }) {
  const jar = options.jar ?? new CookieJar();
  const redirectUri = options.redirectUri ?? 'http://localhost:8080/';
  const query = new URLSearchParams({
    client_id: options.clientId ?? 'freight-portal', redirect_uri: redirectUri, response_type: 'code', scope: 'openid profile',
    state: options.state ?? 'state-1', code_challenge: options.challenge, code_challenge_method: 'S256',
  });
  const authorize = jar.absorb(await t.app.inject({ method: 'GET', url: `/api/sso/auth?${query}`, headers: { cookie: jar.header(), host: options.host ?? 'localhost:8080' } }));
  const interaction = String(authorize.headers.location ?? '');
  const uid = /\/interaction\/([^/?]+)/.exec(interaction)?.[1];
  if (!uid) return { error: authorize.statusCode, location: interaction, jar };
  const login = jar.absorb(await t.app.inject({ method: 'POST', url: `/api/sso/interaction/${uid}/login`, payload: { username, password }, headers: { cookie: jar.header() } }));
  const body = login.json() as { code: number; msg: string; data: { redirect: string } };
  if (body.code !== 200) return { error: body.code, msg: body.msg as string, jar };
  const resume = jar.absorb(await t.app.inject({ method: 'GET', url: pathOf(body.data.redirect), headers: { cookie: jar.header(), host: options.host ?? 'localhost:8080' } }));
  const back = new URL(String(resume.headers.location));
  return { code: back.searchParams.get('code') ?? undefined, state: back.searchParams.get('state'), location: back.toString(), jar };
}

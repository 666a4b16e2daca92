import i18n from 'i18next';
import { defaultLanguage, isLanguage, type Language } from '@freight/domain';
import { sha256 } from '@noble/hashes/sha2.js';
import { callGateway, exchangeSignInCode } from '../../shared/gateway/client';
import { clearCredentials, readCredentials, saveCredentials } from '../../shared/gateway/credentials';
import { languageTags } from '@freight/domain';
import { changeLanguage } from '../../shared/i18n';
import { browser } from './browser';
import type { SignOnConfig } from './signOnConfig';
import { languageOfUser, type PortalUser } from './userInfo';

/**
 * Sign-in through the sign-on service: authorization code with PKCE (S256). The browser keeps the verifier;
 * the server exchanges code and verifier for the user's portal credentials (callYhApiAccount).
 */

const attemptKey = 'portal.signIn';
const idTokenKey = 'portal.idToken';

/** Only a path inside the portal may be a return target: '/xjlb?page=2' yes, '//evil.example' or 'https://…' no. */
export function safeReturnPath(raw: string | null | undefined): string {
  return raw && raw.startsWith('/') && !raw.startsWith('//') && !raw.startsWith('/\\') ? raw : '/';
}

export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `bytes` random bytes from the platform's secure source, base64url: 32 bytes make 43 characters. */
export function randomBase64Url(bytes: number): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(bytes)));
}

/** RFC 7636 S256: base64url of the SHA-256 of the verifier's ASCII. */
export function codeChallenge(verifier: string): string {
  return base64Url(sha256(new TextEncoder().encode(verifier)));
}

/** One sign-in on its way, kept in sessionStorage until the service sends the browser back. */
export interface SignInAttempt {
  state: string;
  codeVerifier: string;
  /** The portal path (hash route) to land on afterwards, e.g. '/inquiryFclList'. */
  redirect: string;
  /** The interface language when the visitor left. */
  language: Language;
}

function takeAttempt(): SignInAttempt | undefined {
  const raw = sessionStorage.getItem(attemptKey);
  sessionStorage.removeItem(attemptKey);
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<SignInAttempt> | null;
    if (typeof value?.state !== 'string' || typeof value.codeVerifier !== 'string') return undefined;
    return {
      state: value.state,
      codeVerifier: value.codeVerifier,
      redirect: safeReturnPath(value.redirect),
      language: isLanguage(value.language) ? value.language : defaultLanguage,
    };
  } catch {
    return undefined;
  }
}

/** The portal's own address, where the sign-on service sends the browser back. */
export const redirectUri = () => `${window.location.origin}/`;

function withQuery(endpoint: string, query: Record<string, string>): string {
  return `${endpoint}${endpoint.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;
}

/** The authorization request (RFC 6749 §4.1.1 with PKCE and ui_locales). */
export function authorizationUrl(config: SignOnConfig, attempt: Pick<SignInAttempt, 'state' | 'codeVerifier' | 'language'>): string {
  return withQuery(config.authorizationEndpoint, {
    client_id: config.clientId,
    redirect_uri: redirectUri(),
    response_type: 'code',
    scope: config.scope,
    state: attempt.state,
    code_challenge: codeChallenge(attempt.codeVerifier),
    code_challenge_method: 'S256',
    ui_locales: languageTags[attempt.language],
  });
}

/** Begins sign-in: remembers state, verifier, the page to come back to and the language, then leaves for the service. */
export function startSignIn(config: SignOnConfig, redirect: string | null | undefined, language: Language): void {
  const attempt: SignInAttempt = { state: randomBase64Url(24), codeVerifier: randomBase64Url(32), redirect: safeReturnPath(redirect), language };
  sessionStorage.setItem(attemptKey, JSON.stringify(attempt));
  browser.assign(authorizationUrl(config, attempt));
}

export type SignInOutcome =
  | { kind: 'none' }
  | { kind: 'signedIn'; redirect: string }
  | { kind: 'cancelled'; redirect: string; message: string }
  | { kind: 'failed'; redirect: string; message: string };

/** Drops the sign-on's query (code, state, iss) from the address and opens `path` in the hash router. */
function land(path: string) {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}#${path}`);
}

/**
 * Runs before the routes render. When the sign-on service has just sent the browser back (?code&state, or
 * ?error&state), checks the state against the stored attempt — a state that does not match is refused and
 * nothing is exchanged — then exchanges the code, keeps the credentials and lands on the stored path.
 * A failed exchange leaves the visitor anonymous with the server's message.
 */
export async function completeSignIn(): Promise<SignInOutcome> {
  const query = new URLSearchParams(window.location.search);
  const code = query.get('code');
  const state = query.get('state');
  const error = query.get('error');
  if (code === null && state === null && error === null) return { kind: 'none' };

  const attempt = takeAttempt();
  if (!attempt || !state || state !== attempt.state) {
    land('/');
    return { kind: 'failed', redirect: '/', message: i18n.t('portal:signIn.forgedState') };
  }
  if (error !== null || !code) {
    await changeLanguage(attempt.language);
    land(attempt.redirect);
    return error === 'access_denied' || !error
      ? { kind: 'cancelled', redirect: attempt.redirect, message: i18n.t('portal:signIn.cancelled') }
      : { kind: 'failed', redirect: attempt.redirect, message: query.get('error_description') || error };
  }

  try {
    const account = await exchangeSignInCode<PortalUser>({ code, codeVerifier: attempt.codeVerifier, redirectUri: redirectUri() });
    saveCredentials({ token: account.token, apiSecret: account.apiSecret, usercode: account.usercode, isAnonymous: false });
    if (account.idToken) localStorage.setItem(idTokenKey, account.idToken);
    await changeLanguage(account.userInfo ? languageOfUser(account.userInfo) : attempt.language);
    land(attempt.redirect);
    return { kind: 'signedIn', redirect: attempt.redirect };
  } catch (failure) {
    await changeLanguage(attempt.language);
    land(attempt.redirect);
    return { kind: 'failed', redirect: attempt.redirect, message: failure instanceof Error ? failure.message : String(failure) };
  }
}

export const readIdToken = (): string | undefined => localStorage.getItem(idTokenKey) ?? undefined;
export const forgetIdToken = (): void => localStorage.removeItem(idTokenKey);

/** RP-initiated logout at the service, coming back to the portal. */
export function endSessionUrl(config: SignOnConfig & { endSessionEndpoint: string }, idToken: string | undefined): string {
  return withQuery(config.endSessionEndpoint, {
    ...(idToken ? { id_token_hint: idToken } : {}),
    post_logout_redirect_uri: redirectUri(),
    client_id: config.clientId,
  });
}

/**
 * Logs out: ends the portal session on the server (logout), forgets the credentials, then ends the session at
 * the sign-on service too. Resolves true when the browser is on its way there, false when the service names
 * no end-session endpoint (the visitor is anonymous here already).
 */
export async function logOut(config: SignOnConfig | undefined): Promise<boolean> {
  const idToken = readIdToken();
  const credentials = readCredentials();
  if (credentials && !credentials.isAnonymous) await callGateway('logout', undefined, { silent: true }).catch(() => undefined);
  clearCredentials();
  forgetIdToken();
  if (!config?.endSessionEndpoint) return false;
  browser.assign(endSessionUrl({ ...config, endSessionEndpoint: config.endSessionEndpoint }, idToken));
  return true;
}

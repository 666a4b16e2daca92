import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from 'i18next';
import { sha256 } from '@noble/hashes/sha2.js';
import { portalCatalogue } from '@freight/domain';
import { readCredentials } from '../../shared/gateway/credentials';
import { setupI18n } from '../../shared/i18nTesting';
import { fakeServer, gatewayFail, gatewayOk } from '../testing/fakeServer';
import { browser } from './browser';
import { base64Url, codeChallenge, completeSignIn, endSessionUrl, safeReturnPath, startSignIn } from './signOn';
import type { SignOnConfig } from './signOnConfig';

setupI18n({ portal: portalCatalogue }, 'zh_CN');

const config: SignOnConfig = {
  authorizationEndpoint: 'https://sso.example.com/api/sso/auth',
  endSessionEndpoint: 'https://sso.example.com/api/sso/session/end',
  clientId: 'portal',
  scope: 'openid profile',
  builtIn: true,
};

const storedAttempt = () => JSON.parse(sessionStorage.getItem('portal.signIn') ?? 'null') as Record<string, string>;

function returnFromService(query: string, hash = '') {
  window.history.replaceState(null, '', `/${query}${hash}`);
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.cookie = 'Portal-Token=; path=/; max-age=0';
  returnFromService('');
});
afterEach(() => {
  vi.restoreAllMocks();
  return i18n.changeLanguage('zh_CN');
});

describe('return path', () => {
  it('accepts portal paths and refuses anything that leaves the portal', () => {
    expect(safeReturnPath('/xjlb?page=2')).toBe('/xjlb?page=2');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });
});

describe('starting sign-in', () => {
  it('builds the authorization request with PKCE S256 and keeps state, verifier, return path and language', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});
    startSignIn(config, '/inquiryFclList', 'ru_Ru');

    const attempt = storedAttempt();
    expect(attempt.redirect).toBe('/inquiryFclList');
    expect(attempt.language).toBe('ru_Ru');
    expect(attempt.codeVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(attempt.state).toMatch(/^[A-Za-z0-9_-]{22,}$/);

    const url = new URL(assign.mock.calls[0]![0]);
    expect(url.origin + url.pathname).toBe('https://sso.example.com/api/sso/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'portal',
      redirect_uri: 'http://localhost:3000/',
      response_type: 'code',
      scope: 'openid profile',
      state: attempt.state,
      code_challenge: base64Url(sha256(new TextEncoder().encode(attempt.codeVerifier))),
      code_challenge_method: 'S256',
      ui_locales: 'ru-RU',
    });
  });

  it('computes the RFC 7636 example challenge and draws a fresh verifier and state every time', () => {
    expect(codeChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    startSignIn(config, '/', 'zh_CN');
    const first = storedAttempt();
    startSignIn(config, null, 'en_US');
    const second = storedAttempt();
    expect(second.state).not.toBe(first.state);
    expect(second.codeVerifier).not.toBe(first.codeVerifier);
    expect(second.redirect).toBe('/');
  });

  it('refuses a return path outside the portal', () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    startSignIn(config, 'https://evil.example/', 'zh_CN');
    expect(storedAttempt().redirect).toBe('/');
  });
});

describe('coming back from the sign-on service', () => {
  const account = {
    token: 'customer-token',
    apiSecret: 'customer-secret',
    usercode: 'li.wei',
    isAnonymous: false,
    idToken: 'id-token-1',
    userInfo: { usertype: 'C', usercode: 'li.wei', name: 'Li Wei', roles: ['customer'], permissions: [], languageid: 2052, customerlanguageid: 1033 },
  };

  function started(redirect = '/inquiryFclList') {
    sessionStorage.setItem('portal.signIn', JSON.stringify({ state: 'state-123', codeVerifier: 'v'.repeat(43), redirect, language: 'zh_CN' }));
  }

  it('does nothing on an ordinary visit', async () => {
    const server = fakeServer();
    returnFromService('', '#/home');
    await expect(completeSignIn()).resolves.toEqual({ kind: 'none' });
    expect(server.calls).toHaveLength(0);
    expect(window.location.hash).toBe('#/home');
  });

  it('refuses a forged state: exchanges nothing, clears the query, says why', async () => {
    const server = fakeServer({ 'POST /yhApi/callYhApiAccount': () => gatewayOk(account) });
    started();
    returnFromService('?code=stolen-code&state=forged&iss=x');
    const outcome = await completeSignIn();
    expect(outcome).toEqual({ kind: 'failed', redirect: '/', message: '登录请求无效或已过期，未完成登录，请重新登录。' });
    expect(server.calls).toHaveLength(0);
    expect(readCredentials()).toBeUndefined();
    expect(window.location.search).toBe('');
    expect(sessionStorage.getItem('portal.signIn')).toBeNull();
  });

  it('refuses a return when no sign-in was started here', async () => {
    const server = fakeServer({ 'POST /yhApi/callYhApiAccount': () => gatewayOk(account) });
    returnFromService('?code=c&state=state-123');
    expect((await completeSignIn()).kind).toBe('failed');
    expect(server.calls).toHaveLength(0);
  });

  it('exchanges a good code, keeps the credentials, applies the user language and lands on the stored path', async () => {
    const server = fakeServer({ 'POST /yhApi/callYhApiAccount': () => gatewayOk(account) });
    started();
    returnFromService('?code=code-1&state=state-123&iss=http%3A%2F%2Flocalhost%3A3000%2Fapi%2Fsso');
    await expect(completeSignIn()).resolves.toEqual({ kind: 'signedIn', redirect: '/inquiryFclList' });

    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]!.body).toEqual({ code: 'code-1', codeVerifier: 'v'.repeat(43), redirectUri: 'http://localhost:3000/' });
    expect(server.calls[0]!.headers.Authorization).toBeUndefined();
    expect(readCredentials()).toEqual({ token: 'customer-token', apiSecret: 'customer-secret', usercode: 'li.wei', isAnonymous: false });
    expect(document.cookie).toContain('Portal-Token=customer-token');
    expect(localStorage.getItem('portal.idToken')).toBe('id-token-1');
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/inquiryFclList');
    expect(i18n.language).toBe('en_US');
    expect(sessionStorage.getItem('portal.signIn')).toBeNull();
  });

  it('shows the server message for a reused code and leaves the visitor anonymous', async () => {
    fakeServer({ 'POST /yhApi/callYhApiAccount': () => gatewayFail(401, '登录凭证无效或已使用，请重新登录') });
    started('/xjlb');
    returnFromService('?code=used&state=state-123');
    await expect(completeSignIn()).resolves.toEqual({ kind: 'failed', redirect: '/xjlb', message: '登录凭证无效或已使用，请重新登录' });
    expect(readCredentials()).toBeUndefined();
    expect(window.location.search).toBe('');
    expect(window.location.hash).toBe('#/xjlb');
  });

  it('takes a cancelled sign-in back to where the visitor was, in their language', async () => {
    const server = fakeServer();
    sessionStorage.setItem('portal.signIn', JSON.stringify({ state: 's-1', codeVerifier: 'v'.repeat(43), redirect: '/railway', language: 'ru_Ru' }));
    returnFromService('?error=access_denied&error_description=End-User%20aborted&state=s-1');
    await expect(completeSignIn()).resolves.toMatchObject({ kind: 'cancelled', redirect: '/railway' });
    expect(server.calls).toHaveLength(0);
    expect(window.location.hash).toBe('#/railway');
    expect(i18n.language).toBe('ru_Ru');
  });
});

describe('end of session at the service', () => {
  it('names the id token, the way back and the client', () => {
    const url = new URL(endSessionUrl({ ...config, endSessionEndpoint: config.endSessionEndpoint! }, 'id-1'));
    expect(Object.fromEntries(url.searchParams)).toEqual({ id_token_hint: 'id-1', post_logout_redirect_uri: 'http://localhost:3000/', client_id: 'portal' });
  });
});

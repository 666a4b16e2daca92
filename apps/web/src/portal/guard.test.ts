import { describe, expect, it } from 'vitest';
import { guardRoute } from './guard';

const visitor = { signedIn: false, rolesLoaded: false };
const signedInLoaded = { signedIn: true, rolesLoaded: true };
const signedInNotLoaded = { signedIn: true, rolesLoaded: false };

describe('guardRoute', () => {
  it('lets visitors without a sign-in open the public pages and the sign-on service pages', () => {
    for (const path of ['/login', '/register', '/fare', '/home', '/zxyj', '/railway', '/inquiryList', '/404', '/401', '/sso/login', '/sso/password', '/sso/language']) {
      expect(guardRoute(path, visitor)).toEqual({ kind: 'allow' });
    }
  });

  it('keeps the query of a public page', () => {
    expect(guardRoute('/railway?pol=CNXIY&pod=RUMOW', visitor)).toEqual({ kind: 'allow' });
    expect(guardRoute('/sso/login?uid=abcdefgh', visitor)).toEqual({ kind: 'allow' });
  });

  it('sends visitors of a private page to /login with the full original path', () => {
    expect(guardRoute('/hyzxyj?pol=CNSHA&pod=DEHAM', visitor)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fhyzxyj%3Fpol%3DCNSHA%26pod%3DDEHAM',
    });
    expect(guardRoute('/xjlb', visitor)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fxjlb' });
    expect(guardRoute('/inquiryFclList', visitor)).toEqual({ kind: 'redirect', to: '/login?redirect=%2FinquiryFclList' });
  });

  it('sends a signed-in user away from /login to /, loaded or not', () => {
    expect(guardRoute('/login', signedInLoaded)).toEqual({ kind: 'redirect', to: '/' });
    expect(guardRoute('/login?redirect=%2Fxjlb', signedInNotLoaded)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('loads the user record first when a signed-in user has no roles loaded, on any page', () => {
    expect(guardRoute('/xjlb', signedInNotLoaded)).toEqual({ kind: 'loadUser' });
    expect(guardRoute('/home', signedInNotLoaded)).toEqual({ kind: 'loadUser' });
  });

  it('lets a signed-in user with roles open private pages', () => {
    expect(guardRoute('/tlzxyj', signedInLoaded)).toEqual({ kind: 'allow' });
    expect(guardRoute('/xjlb?page=2', signedInLoaded)).toEqual({ kind: 'allow' });
  });

  it('does not treat a path that only starts like a public one as public', () => {
    expect(guardRoute('/homework', visitor)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fhomework' });
    expect(guardRoute('/sso/other', visitor)).toEqual({ kind: 'redirect', to: '/login?redirect=%2Fsso%2Fother' });
  });
});

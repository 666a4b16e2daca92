import { describe, expect, it } from 'vitest';
import { guardRoute } from './guard';

describe('guardRoute', () => {
  it('lets anonymous visitors open the public pages', () => {
    for (const path of ['/login', '/register', '/fare', '/home', '/zxyj', '/railway', '/inquiryList', '/404', '/401']) {
      expect(guardRoute(path, undefined)).toEqual({ allow: true });
    }
  });

  it('keeps the query of a public page', () => {
    expect(guardRoute('/railway?pol=CNXIY&pod=RUMOW', undefined)).toEqual({ allow: true });
  });

  it('sends anonymous visitors of a private page to /login with the full original path', () => {
    expect(guardRoute('/hyzxyj?pol=CNSHA&pod=DEHAM', undefined)).toEqual({
      allow: false,
      redirect: '/login?redirect=%2Fhyzxyj%3Fpol%3DCNSHA%26pod%3DDEHAM',
    });
    expect(guardRoute('/xjlb', undefined)).toEqual({ allow: false, redirect: '/login?redirect=%2Fxjlb' });
    expect(guardRoute('/inquiryFclList', '')).toEqual({ allow: false, redirect: '/login?redirect=%2FinquiryFclList' });
  });

  it('sends a signed-in user away from /login to the home page', () => {
    expect(guardRoute('/login', 'token-1')).toEqual({ allow: false, redirect: '/' });
    expect(guardRoute('/login?redirect=%2Fxjlb', 'token-1')).toEqual({ allow: false, redirect: '/' });
  });

  it('lets a signed-in user open private pages', () => {
    expect(guardRoute('/tlzxyj', 'token-1')).toEqual({ allow: true });
    expect(guardRoute('/xjlb?page=2', 'token-1')).toEqual({ allow: true });
  });

  it('does not treat a path that only starts like a public one as public', () => {
    expect(guardRoute('/homework', undefined)).toEqual({ allow: false, redirect: '/login?redirect=%2Fhomework' });
  });
});

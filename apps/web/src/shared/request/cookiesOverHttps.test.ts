// @vitest-environment-options { "url": "https://rates.example.com/admin/" }
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './cookies';

afterEach(() => { vi.restoreAllMocks(); });

describe('cookies of a page served over https', () => {
  it('carry Secure, so the token never travels over a plain connection', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    writeCookie('Admin-Token', 'abc');
    expect(readCookie('Admin-Token')).toBe('abc');
    removeCookie('Admin-Token');
    expect(readCookie('Admin-Token')).toBeUndefined();
    expect(written.mock.calls.map(([cookie]) => cookie)).toEqual([
      'Admin-Token=abc; path=/; SameSite=Lax; Secure',
      'Admin-Token=; max-age=0; path=/; SameSite=Lax; Secure',
    ]);
  });
});

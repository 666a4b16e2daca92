import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from './cookies';

afterEach(() => { vi.restoreAllMocks(); });

describe('cookies of a page served over http', () => {
  it('are written and removed without Secure, which would keep them from being stored at all', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    writeCookie('Admin-Token', 'abc', 7);
    expect(readCookie('Admin-Token')).toBe('abc');
    removeCookie('Admin-Token');
    expect(readCookie('Admin-Token')).toBeUndefined();
    expect(written.mock.calls.map(([cookie]) => cookie)).toEqual([
      `Admin-Token=abc; max-age=${7 * 24 * 3600}; path=/; SameSite=Lax`,
      'Admin-Token=; max-age=0; path=/; SameSite=Lax',
    ]);
  });
});

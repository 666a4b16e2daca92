import { describe, expect, it } from 'vitest';
import { safeReturnPath, startSignOn, takeReturnPath } from './signOn';

describe('sign-on return path', () => {
  it('accepts portal paths and refuses anything that leaves the portal', () => {
    expect(safeReturnPath('/xjlb?page=2')).toBe('/xjlb?page=2');
    expect(safeReturnPath('//evil.example/x')).toBe('/');
    expect(safeReturnPath('https://evil.example')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });

  it('remembers the target for one read', () => {
    startSignOn('/hyzxyj?pol=CNSHA');
    expect(takeReturnPath()).toBe('/hyzxyj?pol=CNSHA');
    expect(takeReturnPath()).toBe('/');
  });
});

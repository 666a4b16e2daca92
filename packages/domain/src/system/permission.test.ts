import { describe, expect, it } from 'vitest';
import { hasAllPermissions, hasAllRoles, hasAnyPermission, hasAnyRole, hasPermission, hasRole } from './permission';

describe('permission matching', () => {
  it('passes the exact string or *:*:*', () => {
    expect(hasPermission(['system:user:list'], 'system:user:list')).toBe(true);
    expect(hasPermission(['system:user:list'], 'system:user:edit')).toBe(false);
    expect(hasPermission(['*:*:*'], 'anything:at:all')).toBe(true);
  });

  it('is false for an empty or missing request', () => {
    expect(hasPermission(['*:*:*'], '')).toBe(false);
    expect(hasPermission(['*:*:*'], undefined)).toBe(false);
    expect(hasAnyPermission(['*:*:*'], [])).toBe(false);
    expect(hasAllPermissions(['*:*:*'], null)).toBe(false);
  });

  it('has any-of and all-of variants', () => {
    const held = ['a:b:c', 'd:e:f'];
    expect(hasAnyPermission(held, ['x:y:z', 'd:e:f'])).toBe(true);
    expect(hasAllPermissions(held, ['a:b:c', 'd:e:f'])).toBe(true);
    expect(hasAllPermissions(held, ['a:b:c', 'x:y:z'])).toBe(false);
  });
});

describe('role matching', () => {
  it('passes admin for everything and the exact role otherwise', () => {
    expect(hasRole(['admin'], 'common')).toBe(true);
    expect(hasRole(['common'], 'common')).toBe(true);
    expect(hasRole(['common'], 'admin')).toBe(false);
    expect(hasRole(['common'], '')).toBe(false);
    expect(hasAnyRole(['common'], ['x', 'common'])).toBe(true);
    expect(hasAllRoles(['common'], ['x', 'common'])).toBe(false);
    expect(hasAnyRole(['admin'], [])).toBe(false);
  });
});

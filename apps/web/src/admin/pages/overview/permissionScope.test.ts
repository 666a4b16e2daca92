import { describe, expect, it } from 'vitest';
import { innerLinkUrl } from '../inner-link/innerLinkUrl';
import { permissionScope, permissionsInScope } from './permissionScope';

describe('section overview permissions', () => {
  it('takes the scope from the screen component, or from the path of a directory', () => {
    expect(permissionScope({ component: 'system/user/index', path: '/system/user' })).toBe('system:user:');
    expect(permissionScope({ component: 'monitor/job/log', path: '/monitor/job-log/index/:jobId' })).toBe('monitor:job:');
    expect(permissionScope({ component: 'Layout', path: '/system' })).toBe('system:');
  });

  it('lists the held permissions of the scope, or all for *:*:*', () => {
    const held = ['system:user:list', 'system:user:add', 'system:role:list'];
    expect(permissionsInScope(held, 'system:user:')).toEqual(['system:user:add', 'system:user:list']);
    expect(permissionsInScope(['*:*:*'], 'system:user:')).toBe('all');
  });
});

describe('embedded page address', () => {
  it('appends the route query as key=value joined by &', () => {
    expect(innerLinkUrl('https://board.example.com', new URLSearchParams('tab=rates&lane=CNSHA'))).toBe('https://board.example.com?tab=rates&lane=CNSHA');
    expect(innerLinkUrl('https://board.example.com/?v=1', new URLSearchParams('tab=rates'))).toBe('https://board.example.com/?v=1&tab=rates');
    expect(innerLinkUrl('https://board.example.com', new URLSearchParams())).toBe('https://board.example.com');
  });
});

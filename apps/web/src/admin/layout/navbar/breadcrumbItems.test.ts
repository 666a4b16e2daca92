import { describe, expect, it } from 'vitest';
import type { Crumb } from '../../router/pageRoute';
import { breadcrumbItems } from './breadcrumbItems';

const home: Crumb = { path: '/', title: '首页' };

describe('breadcrumbItems', () => {
  it('starts with a clickable home, and neither noRedirect steps nor the last step are links', () => {
    const trail: Crumb[] = [
      { path: '/system', title: '系统管理', redirect: 'noRedirect' },
      { path: '/system/user', title: '用户管理' },
    ];
    expect(breadcrumbItems(trail, home)).toEqual([
      { key: '/', title: '首页', to: '/' },
      { key: '/system', title: '系统管理', to: undefined },
      { key: '/system/user', title: '用户管理', to: undefined },
    ]);
  });

  it('does not add home when the first step is the home page itself', () => {
    const trail: Crumb[] = [{ path: '/', title: '' }, { path: '/', name: 'Index', title: '首页' }];
    expect(breadcrumbItems(trail, home)).toEqual([{ key: '/', title: '首页', to: undefined }]);
  });

  it('skips untitled steps and steps with breadcrumb false; other steps lead to their redirect or path', () => {
    const trail: Crumb[] = [
      { path: '/', title: '' },
      { path: '/freight', title: '运价管理', redirect: '/freight/sea' },
      { path: '/freight/hidden', title: '隐藏', breadcrumb: false },
      { path: '/freight/rail', title: '铁路' },
      { path: '/freight/rail/edit', title: '编辑' },
    ];
    expect(breadcrumbItems(trail, home).map((item) => [item.title, item.to])).toEqual([
      ['首页', '/'],
      ['运价管理', '/freight/sea'],
      ['铁路', '/freight/rail'],
      ['编辑', undefined],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../router/pageRoute';
import { routeSearch, searchPool } from './routeSearch';

const entry = (path: string, title: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
  path, title, hidden: false, external: false, alwaysShow: false, children: [], ...extra,
});

const menus: MenuEntry[] = [
  entry('/system', '系统管理', {
    redirect: 'noRedirect',
    children: [entry('/system/user', '用户管理'), entry('/system/dict', '字典管理'), entry('/system/user-auth/role/:userId', '分配角色', { hidden: true })],
  }),
  entry('/freight', 'Freight', { redirect: 'noRedirect', children: [entry('/freight/sea-rate', 'Sea rates')] }),
  entry('https://example.com', '帮助文档', { external: true }),
];

describe('route search', () => {
  it('offers every visible entry that leads somewhere, titled with its directories', () => {
    expect(searchPool(menus).map((e) => [e.path, e.title.join(' > ')])).toEqual([
      ['/system/user', '系统管理 > 用户管理'],
      ['/system/dict', '系统管理 > 字典管理'],
      ['/freight/sea-rate', 'Freight > Sea rates'],
      ['https://example.com', '帮助文档'],
    ]);
  });

  it('finds entries by title or path, tolerating typos', () => {
    const search = routeSearch(searchPool(menus));
    expect(search('字典')[0]?.path).toBe('/system/dict');
    expect(search('sea rtes')[0]?.path).toBe('/freight/sea-rate');
    expect(search('system/user')[0]?.path).toBe('/system/user');
    expect(search('   ')).toEqual([]);
  });
});

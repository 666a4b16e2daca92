import { describe, expect, it } from 'vitest';
import { buildRoutes, type ScreenCatalogue } from './buildRoutes';
import { findPage } from './routeStore';
import type { RouterVo } from './routerVo';

const screens: ScreenCatalogue = {
  hasScreen: (component) => component === 'system/user/index',
  isKnown: (component) => /^(system|monitor|tool|freight)\//.test(component),
};

const meta = (title: string, extra: Partial<NonNullable<RouterVo['meta']>> = {}) => ({ title, icon: '', noCache: false, link: null, ...extra });

/** A getRouters reply in the server's shape. */
const routers: RouterVo[] = [
  {
    name: 'System',
    path: '/system',
    hidden: false,
    redirect: 'noRedirect',
    component: 'Layout',
    alwaysShow: true,
    meta: meta('系统管理', { icon: 'system' }),
    children: [
      { name: 'User', path: 'user', hidden: false, component: 'system/user/index', meta: meta('用户管理', { icon: 'user' }) },
      { name: 'Role', path: 'role', hidden: false, component: 'system/role/index', meta: meta('角色管理') },
      { name: 'AuthRole', path: 'user-auth/role/:userId', hidden: true, component: 'system/user/authRole', meta: meta('分配角色', { activeMenu: '/system/user' }) },
      {
        name: 'Log',
        path: 'log',
        hidden: false,
        redirect: 'noRedirect',
        component: 'ParentView',
        meta: meta('日志管理'),
        children: [{ name: 'Operlog', path: 'operlog', hidden: false, component: 'monitor/operlog/index', meta: meta('操作日志') }],
      },
    ],
  },
  { name: 'Docs', path: 'https://example.com/docs', hidden: false, component: 'Layout', meta: meta('帮助文档', { link: 'https://example.com/docs' }) },
  {
    path: '/',
    hidden: false,
    component: 'Layout',
    meta: meta('运价看板'),
    children: [
      { name: 'Board', path: 'board', hidden: false, component: 'InnerLink', query: '{"tab":"rates"}', meta: meta('运价看板', { link: 'https://board.example.com' }) },
    ],
  },
  {
    name: '',
    path: '/',
    hidden: false,
    component: 'Layout',
    meta: null,
    children: [{ name: 'Odd', path: 'odd', hidden: false, component: 'legacy/odd/index', meta: meta('旧页面') }],
  },
];

const built = buildRoutes(routers, screens);
const page = (path: string) => built.pages.find((p) => p.path === path);

describe('buildRoutes', () => {
  it('gives every page an absolute path joined from its parents', () => {
    expect(built.pages.map((p) => p.path)).toEqual([
      '/system/user',
      '/system/role',
      '/system/user-auth/role/:userId',
      '/system/log/operlog',
      '/system/log',
      '/system',
      '/board',
      '/odd',
    ]);
  });

  it('loads built screens and shows a section overview for known screens without a page and for directories', () => {
    expect(page('/system/user')?.kind).toBe('screen');
    expect(page('/system/role')?.kind).toBe('section');
    expect(page('/system')?.kind).toBe('section');
    expect(page('/system/log')?.kind).toBe('section');
  });

  it('sends an unknown component to the not-found page', () => {
    expect(page('/odd')).toMatchObject({ kind: 'notFound', component: 'legacy/odd/index' });
  });

  it('keeps hidden routes routable with their parameters, but hidden in the menu', () => {
    const auth = findPage(built.pages, '/system/user-auth/role/42');
    expect(auth).toMatchObject({ title: '分配角色', meta: { activeMenu: '/system/user' } });
    const entry = built.menus[0]!.children.find((c) => c.name === 'AuthRole');
    expect(entry?.hidden).toBe(true);
  });

  it('makes external links menu entries that open in a new tab and have no page', () => {
    const docs = built.menus[1]!;
    expect(docs).toMatchObject({ external: true, path: 'https://example.com/docs', title: '帮助文档' });
    expect(built.pages.some((p) => p.path.includes('example.com/docs'))).toBe(false);
  });

  it('makes InnerLink entries embedded pages carrying their link and parsed query', () => {
    expect(page('/board')).toMatchObject({ kind: 'innerLink', meta: { link: 'https://board.example.com' } });
    expect(page('/board')?.entry.query).toEqual({ tab: 'rates' });
  });

  it("does not give a '/' wrapper a page, and records the breadcrumb trail", () => {
    expect(built.pages.some((p) => p.path === '/')).toBe(false);
    expect(page('/system/log/operlog')?.trail.map((c) => c.title)).toEqual(['系统管理', '日志管理', '操作日志']);
    expect(page('/board')?.trail.map((c) => c.title)).toEqual(['运价看板', '运价看板']);
    expect(page('/odd')?.trail.map((c) => c.title)).toEqual(['', '旧页面']);
  });

  it('finds the page of a refresh through /redirect/', () => {
    expect(findPage(built.pages, '/redirect/system/role')?.path).toBe('/system/role');
    expect(findPage(built.pages, '/nowhere')).toBeUndefined();
  });
});

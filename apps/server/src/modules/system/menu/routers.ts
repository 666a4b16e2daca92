import type { Language } from '@freight/domain';
import type { sysMenu } from '../../../db/schema/index';

export type MenuRow = typeof sysMenu.$inferSelect;

export interface RouterVo {
  name: string;
  path: string;
  hidden: boolean;
  redirect?: string;
  component: string;
  query?: string;
  alwaysShow?: boolean;
  meta: { title: string; icon: string; noCache: boolean; link: string | null } | null;
  children?: RouterVo[];
}

const isHttp = (path: string) => /^https?:\/\//.test(path);
/** An internal menu at the top level is wrapped in the layout. */
const isTopMenu = (m: MenuRow) => m.parentId === 0 && m.menuType === 'C' && m.isFrame === '1';
/** A web page shown inside the layout in a frame. */
const isInnerLink = (m: MenuRow) => m.isFrame === '1' && isHttp(m.path);
const isParentView = (m: MenuRow) => m.parentId !== 0 && m.menuType === 'M';
const innerLinkPath = (path: string) => path.replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/[.:]/g, '/');
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function menuTitle(m: Pick<MenuRow, 'menuName' | 'menuNameEn' | 'menuNameRu'>, language: Language): string {
  if (language === 'en_US') return m.menuNameEn || m.menuName;
  if (language === 'ru_Ru') return m.menuNameRu || m.menuNameEn || m.menuName;
  return m.menuName;
}

function routeName(m: MenuRow) {
  if (isTopMenu(m)) return '';
  return m.routeName || capitalize(m.path.replace(/[^A-Za-z0-9]/g, ''));
}

function routePath(m: MenuRow) {
  if (m.parentId !== 0 && isInnerLink(m)) return innerLinkPath(m.path);
  if (m.parentId === 0 && m.menuType === 'M' && m.isFrame === '1') return `/${m.path}`;
  if (isTopMenu(m)) return '/';
  return m.path;
}

function component(m: MenuRow) {
  if (m.component && !isTopMenu(m)) return m.component;
  if (!m.component && m.parentId !== 0 && isInnerLink(m)) return 'InnerLink';
  if (!m.component && isParentView(m)) return 'ParentView';
  return 'Layout';
}

/** Turns the menus a user may see into the router tree the back-office web app builds its routes from. */
export function buildRouters(menus: MenuRow[], language: Language, parentId = 0): RouterVo[] {
  return menus
    .filter((m) => m.parentId === parentId)
    .sort((a, b) => a.orderNum - b.orderNum)
    .map((m) => {
      const meta = { title: menuTitle(m, language), icon: m.icon, noCache: m.isCache === '1', link: isHttp(m.path) ? m.path : null };
      const router: RouterVo = { name: routeName(m), path: routePath(m), hidden: m.visible === '1', component: component(m), meta };
      if (m.query) router.query = m.query;
      const children = buildRouters(menus, language, m.menuId);
      if (children.length && m.menuType === 'M') {
        router.alwaysShow = true;
        router.redirect = 'noRedirect';
        router.children = children;
      } else if (isTopMenu(m)) {
        router.meta = null;
        router.children = [{ name: m.routeName || capitalize(m.path), path: m.path, hidden: false, component: m.component ?? 'Layout', meta, ...(m.query ? { query: m.query } : {}) }];
      } else if (m.parentId === 0 && isInnerLink(m)) {
        router.meta = { ...meta, link: null };
        router.path = '/';
        router.children = [{ name: capitalize(m.path.replace(/[^A-Za-z0-9]/g, '')), path: innerLinkPath(m.path), hidden: false, component: 'InnerLink', meta }];
      }
      return router;
    });
}

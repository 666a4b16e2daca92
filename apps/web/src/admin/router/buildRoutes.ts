import { isExternalLink } from '@freight/domain';
import type { BuiltRoutes, Crumb, MenuEntry, PageKind, PageRoute } from './pageRoute';
import type { RouterVo } from './routerVo';

const directories = new Set(['Layout', 'ParentView']);

/** Tells which component names have a screen and which are screens of the back office at all. */
export interface ScreenCatalogue {
  hasScreen(component: string): boolean;
  isKnown(component: string): boolean;
}

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  const joined = `${parent.replace(/\/+$/, '')}/${path}`.replace(/\/+$/, '');
  return joined === '' ? '/' : joined;
}

function parseQuery(query: string | undefined): Record<string, string> | undefined {
  if (!query) return undefined;
  try {
    const parsed: unknown = JSON.parse(query);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, String(value)]));
  } catch {
    return undefined;
  }
}

function kindOf(component: string, screens: ScreenCatalogue): PageKind {
  if (component === 'Index') return 'home';
  if (component === 'InnerLink') return 'innerLink';
  if (directories.has(component)) return 'section';
  if (screens.hasScreen(component)) return 'screen';
  return screens.isKnown(component) ? 'section' : 'notFound';
}

/**
 * Turns the server's menu tree into the menu entries and a flat list of pages with absolute paths.
 * External links become menu entries only; titled directories (not the '/' wrappers around top-level
 * pages) get a section overview page.
 */
export function buildRoutes(routers: readonly RouterVo[], screens: ScreenCatalogue): BuiltRoutes {
  const pages: PageRoute[] = [];

  function walk(vo: RouterVo, parentPath: string, parentTrail: Crumb[]): MenuEntry {
    const external = isExternalLink(vo.path);
    const path = external ? vo.path : joinPath(parentPath, vo.path);
    const title = vo.meta?.title ?? '';
    const crumb: Crumb = { path, name: vo.name, title, redirect: vo.redirect, breadcrumb: vo.meta?.breadcrumb };
    const trail = [...parentTrail, crumb];
    const entry: MenuEntry = {
      path,
      name: vo.name,
      title,
      icon: vo.meta?.icon,
      hidden: vo.hidden ?? false,
      external,
      alwaysShow: vo.alwaysShow ?? false,
      redirect: vo.redirect,
      query: parseQuery(vo.query),
      children: [],
    };
    entry.children = external ? [] : (vo.children ?? []).map((child) => walk(child, path, trail));
    const component = vo.component ?? 'Layout';
    const isDirectory = directories.has(component);
    if (!external && (!isDirectory || (title !== '' && path !== '/'))) {
      pages.push({
        path,
        kind: kindOf(component, screens),
        component,
        title,
        meta: {
          affix: vo.meta?.affix ?? false,
          noCache: vo.meta?.noCache ?? false,
          link: vo.meta?.link ?? null,
          activeMenu: vo.meta?.activeMenu,
        },
        trail,
        entry,
      });
    }
    return entry;
  }

  const menus = routers.map((vo) => walk(vo, '/', []));
  return { menus, pages };
}

/** A menu entry as the sidebar, the top navigation and the route search show it. */
export interface MenuEntry {
  /** The full path, or the address of an external link. */
  path: string;
  name?: string;
  title: string;
  icon?: string;
  hidden: boolean;
  /** An http(s) address: opens in a new browser tab instead of a page. */
  external: boolean;
  alwaysShow: boolean;
  redirect?: string;
  query?: Record<string, string>;
  children: MenuEntry[];
}

/** One step of the way to a page, as the breadcrumb reads it. */
export interface Crumb {
  path: string;
  name?: string;
  title: string;
  redirect?: string;
  breadcrumb?: boolean;
}

export interface PageMeta {
  affix: boolean;
  noCache: boolean;
  link: string | null;
  activeMenu?: string;
}

/**
 * How a page is shown: the home page, a built screen, a section overview (directories and screens that
 * are listed in the menu but have no page yet), an embedded external page, or the not-found page.
 */
export type PageKind = 'home' | 'screen' | 'section' | 'innerLink' | 'notFound';

export interface PageRoute {
  /** Absolute route pattern, e.g. /system/user-auth/role/:userId. */
  path: string;
  kind: PageKind;
  component: string;
  title: string;
  meta: PageMeta;
  /** Ancestors and the page itself, outermost first. */
  trail: Crumb[];
  entry: MenuEntry;
}

export interface BuiltRoutes {
  menus: MenuEntry[];
  pages: PageRoute[];
}

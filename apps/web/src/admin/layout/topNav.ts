import type { MenuEntry } from '../router/pageRoute';
import { createStore } from '../store';

/** The top item the person picked in top-navigation mode, until the next route change. */
export const topNavStore = createStore<{ chosen?: string }>({});

/** Top-level items; a '/' wrapper around a single page is shown as that page. */
export function topMenus(menus: readonly MenuEntry[]): MenuEntry[] {
  return menus
    .filter((menu) => !menu.hidden)
    .flatMap((menu) => (menu.path === '/' ? menu.children.filter((child) => !child.hidden).slice(0, 1) : [menu]));
}

/** Back-office.md §2: about a third of the width, 85 px per item. */
export const visibleTopCount = (width: number): number => Math.floor(width / 3 / 85);

const topKeyOf = (path: string): string => `/${path.split('/')[1] ?? ''}`;

/** The top item whose children the sidebar shows: the picked one, else the one of the current path. */
export function activeTopMenu(menus: readonly MenuEntry[], chosen: string | undefined, path: string): MenuEntry | undefined {
  const key = chosen ?? topKeyOf(path);
  return topMenus(menus).find((menu) => menu.path === key);
}

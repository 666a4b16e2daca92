import { useMemo } from 'react';
import { useLocation } from 'react-router';
import type { MenuEntry } from '../../router/pageRoute';
import { pagePathOf, routeStore } from '../../router/routeStore';
import { useStore } from '../../store';
import { settingsStore } from '../settings/settingsStore';
import { activeTopMenu, topNavStore } from '../topNav';

/** The sidebar shows every menu, or in top-navigation mode the children of the active top item. */
export function useSidebarMenus(): readonly MenuEntry[] {
  const menus = useStore(routeStore, (s) => s.menus);
  const topNav = useStore(settingsStore, (s) => s.topNav);
  const chosen = useStore(topNavStore, (s) => s.chosen);
  const { pathname } = useLocation();
  return useMemo(
    () => (topNav ? (activeTopMenu(menus, chosen, pagePathOf(pathname))?.children ?? []) : menus),
    [menus, topNav, chosen, pathname],
  );
}

import { Menu } from 'antd';
import type { ItemType } from 'antd/es/menu/interface';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { pagePathOf, routeStore } from '../../router/routeStore';
import { useStore } from '../../store';
import { useBodyWidth } from '../../useBodyWidth';
import { entriesByKey, menuItems } from '../sidebar/menuItems';
import { activeTopMenu, topMenus, topNavStore, visibleTopCount } from '../topNav';
import { useOpenMenu } from '../useOpenMenu';

const moreKey = 'more-menus';

/** Top navigation: the first top-level items in a row, the rest under "more menus". */
export function TopNav() {
  const { t } = useTranslation('admin');
  const menus = useStore(routeStore, (s) => s.menus);
  const chosen = useStore(topNavStore, (s) => s.chosen);
  const { pathname } = useLocation();
  const width = useBodyWidth();
  const openMenu = useOpenMenu();
  const tops = useMemo(() => topMenus(menus), [menus]);
  const byKey = useMemo(() => entriesByKey(tops), [tops]);
  const active = activeTopMenu(menus, chosen, pagePathOf(pathname));

  const items = useMemo<ItemType[]>(() => {
    const shown = Math.max(visibleTopCount(width), 1);
    const plain = tops.map((entry) => ({ ...entry, children: [] }));
    const row = menuItems(plain.slice(0, shown));
    const rest = menuItems(plain.slice(shown));
    return rest.length > 0 ? [...row, { key: moreKey, label: t('nav.moreMenus'), children: rest }] : row;
  }, [tops, width, t]);

  return (
    <Menu
      className="top-nav"
      mode="horizontal"
      disabledOverflow
      items={items}
      selectedKeys={active ? [active.path] : []}
      onClick={({ key }) => {
        const entry = byKey.get(key);
        if (!entry) return;
        if (entry.external || entry.children.every((child) => child.hidden)) openMenu(entry);
        else topNavStore.set({ chosen: entry.path });
      }}
    />
  );
}

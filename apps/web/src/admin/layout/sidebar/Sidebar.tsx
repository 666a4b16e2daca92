import { Menu } from 'antd';
import { useMemo, useState } from 'react';
import type { MenuEntry } from '../../router/pageRoute';
import { useCurrentPage } from '../../router/useCurrentPage';
import { useStore } from '../../store';
import { appStore } from '../appStore';
import { useSidebarTheme } from '../frame';
import { settingsStore } from '../settings/settingsStore';
import { useOpenMenu } from '../useOpenMenu';
import { Logo } from './Logo';
import { ancestorKeys, entriesByKey, menuItems } from './menuItems';

/** Sidebar of the main layout: logo and an accordion menu (one branch open at a time). */
export function Sidebar({ menus }: { menus: readonly MenuEntry[] }) {
  const theme = useSidebarTheme();
  const showLogo = useStore(settingsStore, (s) => s.sidebarLogo);
  const opened = useStore(appStore, (s) => s.sidebar.opened);
  const mobile = useStore(appStore, (s) => s.device === 'mobile');
  const collapsed = !opened && !mobile;
  const page = useCurrentPage();
  const selected = page ? (page.meta.activeMenu ?? page.path) : undefined;
  const items = useMemo(() => menuItems(menus), [menus]);
  const byKey = useMemo(() => entriesByKey(menus), [menus]);
  const openMenu = useOpenMenu();

  const [open, setOpen] = useState({ selected, keys: ancestorKeys(menus, selected) });
  if (open.selected !== selected) setOpen({ selected, keys: ancestorKeys(menus, selected) });

  const onOpenChange = (keys: string[]) => {
    const latest = keys.find((key) => !open.keys.includes(key));
    setOpen({ selected, keys: latest ? [...ancestorKeys(menus, latest), latest] : keys });
  };

  return (
    <aside className={`sidebar-container sidebar-${theme}`}>
      {showLogo && <Logo collapsed={collapsed} />}
      <Menu
        mode="inline"
        theme={theme}
        items={items}
        inlineCollapsed={collapsed}
        selectedKeys={selected ? [selected] : []}
        openKeys={collapsed ? undefined : open.keys}
        onOpenChange={collapsed ? undefined : onOpenChange}
        onClick={({ key }) => {
          const entry = byKey.get(key);
          if (entry) openMenu(entry);
        }}
      />
    </aside>
  );
}

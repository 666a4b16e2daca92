import { describe, expect, it } from 'vitest';
import { appStore, isMobileWidth, setSidebarHidden, toggleSidebar } from './appStore';
import { defaultSettings, storedSettings } from './settings/settingsStore';
import { activeTopMenu, topMenus, visibleTopCount } from './topNav';
import type { MenuEntry } from '../router/pageRoute';

const entry = (path: string, title: string, children: MenuEntry[] = [], hidden = false): MenuEntry => ({
  path, title, children, hidden, external: false, alwaysShow: false,
});

describe('sidebar state', () => {
  it('toggles open and closed and remembers it in the sidebarStatus cookie', () => {
    const opened = appStore.get().sidebar.opened;
    toggleSidebar();
    expect(appStore.get().sidebar.opened).toBe(!opened);
    expect(document.cookie).toContain(`sidebarStatus=${opened ? 0 : 1}`);
    toggleSidebar();
    expect(appStore.get().sidebar.opened).toBe(opened);
  });

  it('ignores toggling while the sidebar is hidden', () => {
    setSidebarHidden(true);
    const opened = appStore.get().sidebar.opened;
    toggleSidebar();
    expect(appStore.get().sidebar.opened).toBe(opened);
    setSidebarHidden(false);
  });

  it('treats a body narrower than 993 px as mobile', () => {
    expect(isMobileWidth(992)).toBe(true);
    expect(isMobileWidth(993)).toBe(false);
  });
});

describe('layout settings', () => {
  it('defaults follow the specification', () => {
    expect(defaultSettings).toEqual({
      theme: '#409EFF', sideTheme: 'theme-dark', topNav: false, tagsView: true, tagsViewPersist: false, fixedHeader: false, sidebarLogo: true,
      dynamicTitle: false,
    });
  });

  it('reads saved settings, dropping unknown keys and wrong types', () => {
    expect(storedSettings('{"topNav":true,"theme":"#ff0000","tagsView":"yes","sideTheme":"pink","x":1}')).toEqual({ topNav: true, theme: '#ff0000' });
    expect(storedSettings('not json')).toEqual({});
    expect(storedSettings(null)).toEqual({});
  });
});

describe('top navigation', () => {
  const menus = [
    entry('/', '', [entry('/', '首页')]),
    entry('/system', '系统管理', [entry('/system/user', '用户管理')]),
    entry('/user', '', [entry('/user/profile', '个人中心', [], true)], true),
  ];

  it('shows a wrapper as its page and leaves hidden entries out', () => {
    expect(topMenus(menus).map((m) => m.title)).toEqual(['首页', '系统管理']);
  });

  it('shows about a third of the width at 85 px per item', () => {
    expect(visibleTopCount(1920)).toBe(7);
    expect(visibleTopCount(1280)).toBe(5);
  });

  it('activates the top item of the current path unless another was picked', () => {
    expect(activeTopMenu(menus, undefined, '/system/user')?.title).toBe('系统管理');
    expect(activeTopMenu(menus, undefined, '/')?.title).toBe('首页');
    expect(activeTopMenu(menus, '/system', '/')?.title).toBe('系统管理');
  });
});

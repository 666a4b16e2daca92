import { Spin } from 'antd';
import { Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageRoutes } from '../router/PageRoutes';
import { useCurrentPage } from '../router/useCurrentPage';
import { useStore } from '../store';
import { appStore, closeSidebar, setSidebarHidden } from './appStore';
import { Navbar } from './navbar/Navbar';
import { PasswordExpiredDialog } from './PasswordExpiredDialog';
import { SettingsDrawer } from './settings/SettingsDrawer';
import { settingsStore } from './settings/settingsStore';
import { Sidebar } from './sidebar/Sidebar';
import { useSidebarMenus } from './sidebar/useSidebarMenus';
import { TagsView } from './tags-view/TagsView';
import { topNavStore } from './topNav';
import { useDocumentTitle } from './useDocumentTitle';
import { useResponsiveSidebar } from './useResponsiveSidebar';
import { watermarkTile } from './watermark';
import './layout.css';

/** The back office frame: sidebar, navbar, tabs and the page area with the company watermark. */
export default function MainLayout() {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  const sidebar = useStore(appStore, (s) => s.sidebar);
  const mobile = useStore(appStore, (s) => s.device === 'mobile');
  const topNav = useStore(settingsStore, (s) => s.topNav);
  const tagsView = useStore(settingsStore, (s) => s.tagsView);
  const fixedHeader = useStore(settingsStore, (s) => s.fixedHeader);
  const menus = useSidebarMenus();
  const page = useCurrentPage();
  const companyLabel = t('app.company');
  const watermark = useMemo(() => watermarkTile(companyLabel), [companyLabel]);

  useResponsiveSidebar();
  useDocumentTitle(page?.title);
  useEffect(() => {
    if (topNavStore.get().chosen) topNavStore.set({ chosen: undefined });
  }, [pathname]);
  const hide = topNav && menus.every((menu) => menu.hidden);
  useEffect(() => setSidebarHidden(hide), [hide]);

  const classes = [
    'app-wrapper',
    sidebar.opened ? 'sidebar-open' : 'sidebar-closed',
    sidebar.hide && 'sidebar-hidden',
    sidebar.withoutAnimation && 'without-animation',
    mobile && 'mobile',
    fixedHeader && 'fixed-header',
  ];

  return (
    <div className={classes.filter(Boolean).join(' ')}>
      {mobile && sidebar.opened && <div className="drawer-bg" onClick={() => closeSidebar(false)} />}
      {!sidebar.hide && <Sidebar menus={menus} />}
      <PasswordExpiredDialog />
      <div className="main-container">
        <div className="main-header">
          <Navbar />
          {tagsView && <TagsView />}
        </div>
        <main className="app-main" style={watermark ? { backgroundImage: `url(${watermark})` } : undefined}>
          <Suspense fallback={<Spin className="page-loading" />}>
            <PageRoutes />
          </Suspense>
        </main>
      </div>
      <SettingsDrawer />
    </div>
  );
}

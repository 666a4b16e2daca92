import { Spin } from 'antd';
import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useOpenedOnce } from '../../shared/components/useOpenedOnce';
import { PageRoutes } from '../router/PageRoutes';
import { sessionStore } from '../session/sessionStore';
import { useCurrentPage } from '../router/useCurrentPage';
import { useStore } from '../store';
import { appStore, closeSidebar, setSidebarHidden } from './appStore';
import { Navbar } from './navbar/Navbar';
import { settingsStore } from './settings/settingsStore';
import { Sidebar } from './sidebar/Sidebar';
import { useSidebarMenus } from './sidebar/useSidebarMenus';
import { TagsView } from './tags-view/TagsView';
import { topNavStore } from './topNav';
import { useDocumentTitle } from './useDocumentTitle';
import { useResponsiveSidebar } from './useResponsiveSidebar';
import { frameClasses, PageArea } from './frame';
import './layout.css';

// Shown to few people, or only on demand: fetched when first needed, not with the frame.
const PasswordExpiredDialog = lazy(() => import('./PasswordExpiredDialog').then((m) => ({ default: m.PasswordExpiredDialog })));
const SettingsDrawer = lazy(() => import('./settings/SettingsDrawer').then((m) => ({ default: m.SettingsDrawer })));

/** The back office frame: sidebar, navbar, tabs and the page area with the company watermark. */
export default function MainLayout() {
  const { pathname } = useLocation();
  const sidebar = useStore(appStore, (s) => s.sidebar);
  const mobile = useStore(appStore, (s) => s.device === 'mobile');
  const topNav = useStore(settingsStore, (s) => s.topNav);
  const tagsView = useStore(settingsStore, (s) => s.tagsView);
  const fixedHeader = useStore(settingsStore, (s) => s.fixedHeader);
  const settingsOpened = useOpenedOnce(useStore(settingsStore, (s) => s.showSettings));
  const passwordExpired = useStore(sessionStore, (s) => s.passwordExpired === true);
  const menus = useSidebarMenus();
  const page = useCurrentPage();

  useResponsiveSidebar();
  useDocumentTitle(page?.title);
  useEffect(() => {
    if (topNavStore.get().chosen) topNavStore.set({ chosen: undefined });
  }, [pathname]);
  const hide = topNav && menus.every((menu) => menu.hidden);
  useEffect(() => setSidebarHidden(hide), [hide]);

  const classes = frameClasses({ sidebarOpened: sidebar.opened, sidebarHidden: sidebar.hide, withoutAnimation: sidebar.withoutAnimation, mobile, fixedHeader });

  return (
    <div className={classes}>
      {mobile && sidebar.opened && <div className="drawer-bg" onClick={() => closeSidebar(false)} />}
      {!sidebar.hide && <Sidebar menus={menus} />}
      {passwordExpired && <Suspense fallback={null}><PasswordExpiredDialog /></Suspense>}
      <div className="main-container">
        <div className="main-header">
          <Navbar />
          {tagsView && <TagsView />}
        </div>
        <PageArea>
          <Suspense fallback={<Spin className="page-loading" />}>
            <PageRoutes />
          </Suspense>
        </PageArea>
      </div>
      {settingsOpened && <Suspense fallback={null}><SettingsDrawer /></Suspense>}
    </div>
  );
}

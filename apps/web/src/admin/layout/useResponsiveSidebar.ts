import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { bodyWidth } from '../useBodyWidth';
import { appStore, closeSidebar, isMobileWidth, setDevice } from './appStore';

/** Back-office.md §4: on mobile the sidebar closes on every resize and on every route change. */
export function useResponsiveSidebar(): void {
  const { pathname } = useLocation();

  useEffect(() => {
    const onResize = () => {
      const mobile = isMobileWidth(bodyWidth());
      setDevice(mobile ? 'mobile' : 'desktop');
      if (mobile) closeSidebar(true);
    };
    onResize();
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  useEffect(() => {
    const { device, sidebar } = appStore.get();
    if (device === 'mobile' && sidebar.opened) closeSidebar(false);
  }, [pathname]);
}

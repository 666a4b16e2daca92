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
    // The body's width is read in the next frame, where the page is laid out anyway, not in the commit that drew it.
    const frame = requestAnimationFrame(onResize);
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  useEffect(() => {
    const { device, sidebar } = appStore.get();
    if (device === 'mobile' && sidebar.opened) closeSidebar(false);
  }, [pathname]);
}

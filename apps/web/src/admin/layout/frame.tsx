import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MainContent } from '../../shared/focus/MainContent';
import { useStore } from '../store';
import { settingsStore } from './settings/settingsStore';
import { watermarkTile } from './watermark';

interface FrameState {
  sidebarOpened: boolean;
  sidebarHidden?: boolean;
  withoutAnimation?: boolean;
  mobile: boolean;
  fixedHeader: boolean;
}

/** The classes of the frame's wrapper: how wide the sidebar is, whether it covers the page (mobile), a fixed header. */
export function frameClasses({ sidebarOpened, sidebarHidden, withoutAnimation, mobile, fixedHeader }: FrameState): string {
  return [
    'app-wrapper',
    sidebarOpened ? 'sidebar-open' : 'sidebar-closed',
    sidebarHidden && 'sidebar-hidden',
    withoutAnimation && 'without-animation',
    mobile && 'mobile',
    fixedHeader && 'fixed-header',
  ].filter(Boolean).join(' ');
}

/** The sidebar's colours as the settings choose them: antd's menu theme, and the sidebar's class `sidebar-<theme>`. */
export function useSidebarTheme(): 'dark' | 'light' {
  return useStore(settingsStore, (s) => (s.sideTheme === 'theme-dark' ? 'dark' : 'light'));
}

/** The page area's style: the company watermark behind it. */
export function usePageAreaStyle(): CSSProperties | undefined {
  const { t } = useTranslation('admin');
  const companyLabel = t('app.company');
  const watermark = useMemo(() => watermarkTile(companyLabel), [companyLabel]);
  return watermark ? { backgroundImage: `url(${watermark})` } : undefined;
}

/** The page area, the main landmark, with the company watermark behind it. */
export function PageArea({ children }: { children: ReactNode }) {
  return (
    <MainContent className="app-main" style={usePageAreaStyle()}>
      {children}
    </MainContent>
  );
}

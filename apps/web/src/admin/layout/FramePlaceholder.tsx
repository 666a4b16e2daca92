import { Spin } from 'antd';
import { bodyWidth } from '../useBodyWidth';
import { useStore } from '../store';
import { appStore, isMobileWidth } from './appStore';
import { frameClasses, usePageAreaStyle, useSidebarTheme } from './frame';
import { settingsStore } from './settings/settingsStore';
import './layout.css';
import './tags-view/tagsView.css';

/**
 * The frame while the session and the menus load: the sidebar, the header and the page area with its watermark and a
 * spinner, where the layout draws them. Drawn with the app's first render, so a signed-in person sees the back office
 * at once instead of a blank page with a spinner until the session calls and the layout's own render are done.
 */
export function FramePlaceholder() {
  const mobile = isMobileWidth(bodyWidth());
  const opened = useStore(appStore, (s) => s.sidebar.opened);
  const sidebarTheme = useSidebarTheme();
  const tagsView = useStore(settingsStore, (s) => s.tagsView);
  const fixedHeader = useStore(settingsStore, (s) => s.fixedHeader);
  const pageAreaStyle = usePageAreaStyle();
  return (
    <div className={frameClasses({ sidebarOpened: opened && !mobile, withoutAnimation: true, mobile, fixedHeader })} aria-busy="true">
      <div className={`sidebar-container sidebar-${sidebarTheme}`} />
      <div className="main-container">
        <div className="main-header">
          <div className="navbar" />
          {tagsView && <div className="tags-view" />}
        </div>
        {/* Not the main landmark yet: focus put there by the skip link would be lost when the layout replaces it. */}
        <div className="app-main" style={pageAreaStyle}>
          <Spin className="page-loading" />
        </div>
      </div>
    </div>
  );
}

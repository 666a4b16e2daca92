import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { Flex, Spin } from 'antd';
import { returnFocusWhenLost } from '../shared/focus/focusReturn';
import { SkipLink } from '../shared/focus/SkipLink';
import type { StartupNotice } from './providers/GatewayFeedback';
import { PortalProviders } from './providers/PortalProviders';
import { PortalRoutes } from './routes';
import './portal.css';

/** React, Ant Design and the portal's frame: what the entry fetches beside the first page and its texts. */
const root = createRoot(document.getElementById('root')!);

/** A spinner while a return from the sign-on service is settled. */
export function renderSignInWait(): void {
  root.render(
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>,
  );
}

export function renderPortal(notice?: StartupNotice): void {
  // The router reads the address only now, after a return from the sign-on service has been settled. Not as a
  // transition: a render that yields could let the address change between the router reading it and listening.
  returnFocusWhenLost();
  root.render(
    <StrictMode>
      <SkipLink />
      <PortalProviders notice={notice}>
        <HashRouter>
          <PortalRoutes />
        </HashRouter>
      </PortalProviders>
    </StrictMode>,
  );
}

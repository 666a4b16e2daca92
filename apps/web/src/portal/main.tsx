import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { Flex, Spin } from 'antd';
import { startI18n } from '../shared/i18n';
import { validateWithoutEval } from '../shared/validateWithoutEval';
import type { StartupNotice } from './providers/GatewayFeedback';
import { PortalProviders } from './providers/PortalProviders';
import { PortalRoutes } from './routes';
import { completeSignIn, type SignInOutcome } from './session/signOn';
import './portal.css';

validateWithoutEval();

const root = createRoot(document.getElementById('root')!);

function noticeOf(outcome: SignInOutcome): StartupNotice | undefined {
  if (outcome.kind === 'failed') return { type: 'error', text: outcome.message };
  if (outcome.kind === 'cancelled') return { type: 'info', text: outcome.message };
  return undefined;
}

function renderPortal(notice?: StartupNotice) {
  // The router reads the address only now, after a return from the sign-on service has been settled.
  root.render(
    <StrictMode>
      <PortalProviders notice={notice}>
        <HashRouter>
          <PortalRoutes />
        </HashRouter>
      </PortalProviders>
    </StrictMode>,
  );
}

// Back from the sign-on service (?code&state): settle that first, then open the routes where the visitor wanted to be.
if (/[?&](code|state|error)=/.test(window.location.search)) {
  root.render(
    <Flex justify="center" align="center" style={{ minHeight: '100vh' }}>
      <Spin size="large" />
    </Flex>,
  );
}
// The interface texts arrive before the first screen that shows them.
void startI18n('portal')
  .then(() => completeSignIn())
  .then(
    (outcome) => renderPortal(noticeOf(outcome)),
    () => renderPortal(),
  );

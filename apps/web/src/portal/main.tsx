import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router';
import { Flex, Spin } from 'antd';
import { readCredentials } from '../shared/gateway/credentials';
import { startI18n } from '../shared/i18n';
import { validateWithoutEval } from '../shared/validateWithoutEval';
import type { StartupNotice } from './providers/GatewayFeedback';
import { PortalProviders } from './providers/PortalProviders';
import { guardRoute } from './guard';
import { preloadPage, PortalRoutes } from './routes';
import { startFirstCalls } from './session/firstCalls';
import { completeSignIn, type SignInOutcome } from './session/signOn';
import './portal.css';

validateWithoutEval();

/** The page the address opens (its hash route; the empty one is the home page), as the route guard decides for this visitor. */
function firstPage(): string {
  const asked = window.location.hash.replace(/^#/, '').split('?')[0]!;
  const path = asked === '' || asked === '/' ? '/home' : asked;
  const decision = guardRoute(path, { signedIn: readCredentials()?.isAnonymous === false, rolesLoaded: true });
  return decision.kind === 'redirect' ? decision.to.split('?')[0]! : path;
}

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
} else {
  // No waiting for the texts and the first render: the visitor's credentials and the header's exchange
  // rates are asked for first, and the page's code loads alongside the texts.
  startFirstCalls();
  preloadPage(firstPage());
}
// The interface texts arrive before the first screen that shows them.
void startI18n('portal')
  .then(() => completeSignIn())
  .then(
    (outcome) => renderPortal(noticeOf(outcome)),
    () => renderPortal(),
  );

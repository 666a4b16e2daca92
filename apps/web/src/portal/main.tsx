// First, so the apps' own styles follow Ant Design's shared rules; each component's rules come with its code (antdStyles.ts).
import 'virtual:antd-style/base.css';
import { readCredentials } from '../shared/gateway/credentials';
import { startI18n, storedLanguage, storeLanguage } from '../shared/i18n';
import { validateWithoutEval } from '../shared/validateWithoutEval';
import { startFirstRateSearch } from './components/rates/firstSearch';
import type { StartupNotice } from './providers/GatewayFeedback';
import { preloadPage } from './firstPages';
import { guardRoute } from './guard';
import { startFirstCalls } from './session/firstCalls';
import { completeSignIn, type SignInOutcome } from './session/signOn';
import { takeLinkLanguage } from './session/linkLanguage';

validateWithoutEval();

// A link from a mail opens in its reader's language, the sign-in page included, before anything reads the language.
const linkLanguage = takeLinkLanguage();
if (linkLanguage) storeLanguage(linkLanguage);

const signedIn = () => readCredentials()?.isAnonymous === false;

/** The page the address opens (its hash route; the empty one is the home page), as the route guard decides for this visitor. */
function firstPage(): string {
  const asked = window.location.hash.replace(/^#/, '').split('?')[0]!;
  const path = asked === '' || asked === '/' ? '/home' : asked;
  const decision = guardRoute(path, { signedIn: signedIn(), rolesLoaded: true });
  return decision.kind === 'redirect' ? decision.to.split('?')[0]! : path;
}

/** The query of the address's hash route: a rate list's criteria. */
const hashQuery = () => new URLSearchParams(window.location.hash.split('?')[1] ?? '');

function noticeOf(outcome: SignInOutcome): StartupNotice | undefined {
  if (outcome.kind === 'failed') return { type: 'error', text: outcome.message };
  if (outcome.kind === 'cancelled') return { type: 'info', text: outcome.message };
  return undefined;
}

// A small entry: the app (React, Ant Design) is fetched beside the first page and the interface texts, not
// after them, so none of them waits for another.
const app = import('./portalRoot');
// Back from the sign-on service (?code&state): settle that first, then open the routes where the visitor wanted to be.
let pageLoaded: Promise<unknown> = Promise.resolve();
if (/[?&](code|state|error)=/.test(window.location.search)) {
  void app.then(({ renderSignInWait }) => renderSignInWait());
} else {
  // The visitor's credentials, the header's exchange rates and a shared link's rates are asked for first.
  startFirstCalls();
  const page = firstPage();
  pageLoaded = preloadPage(page);
  startFirstRateSearch(page, hashQuery(), !signedIn(), storedLanguage());
}
// The interface texts arrive before the first screen that shows them, and the first page's code with them: the frame
// is drawn with its page, not first with a spinner in its place.
void startI18n('portal')
  .then(() => completeSignIn())
  .then(
    (outcome) => noticeOf(outcome),
    () => undefined,
  )
  .then(async (notice) => {
    await pageLoaded;
    (await app).renderPortal(notice);
  });

import { pageLoader } from '../../shared/pageLoader';

/** The first screens' code, apart from the router: the entry fetches one of them before React has loaded. */
export const loadLoginPage = pageLoader(() => import('../pages/login/LoginPage'));
export const loadMainLayout = () => import('../layout/MainLayout');

/**
 * Starts fetching the first screen: the layout for a person with a token, else the login page (where the guard sends
 * everybody else). Resolves when the login page is there or cannot be (a failed fetch fails again, visibly, when the
 * route renders); at once for a person signed in, whose session is read once the app renders and is needed before the
 * layout shows anyway. The layout stays a plain lazy component: drawn without suspending, together with its screen,
 * the user list's largest paint came later (2.4 s to 2.9 s at the mobile preset), not sooner.
 */
export function preloadFirstScreen(signedIn: boolean): Promise<unknown> {
  if (!signedIn) return loadLoginPage().catch(() => {});
  void loadMainLayout().catch(() => {});
  return Promise.resolve();
}

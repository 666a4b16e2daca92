import { pageLoader } from '../../shared/pageLoader';

/** The first screens' code, apart from the router: the entry fetches one of them before React has loaded. */
export const loadLoginPage = pageLoader(() => import('../pages/login/LoginPage'));
export const loadMainLayout = pageLoader(() => import('../layout/MainLayout'));

/** The screen the address names (`#/system/user` names the screen `system/user`), without its query. */
const addressedScreen = () => window.location.hash.replace(/^#\/?/, '').split('?')[0]!;

/**
 * Starts fetching the first screen: the layout for a person with a token, and the screen the address names, else the
 * login page (where the guard sends everybody else). The screen is found by the address, as the menu's screens are
 * named by their paths, so its code comes beside the layout's instead of after the menu has been read. Resolves when
 * the login page or the layout is there or cannot be (a failed fetch fails again, visibly, when the route renders).
 */
export function preloadFirstScreen(signedIn: boolean): Promise<unknown> {
  if (signedIn) void import('./screens').then(({ preloadScreen }) => preloadScreen(addressedScreen())).catch(() => {});
  return (signedIn ? loadMainLayout() : loadLoginPage()).catch(() => {});
}

/** The first screens' code, apart from the router: the entry fetches one of them before React has loaded. */
export const loadLoginPage = () => import('../pages/login/LoginPage');
export const loadMainLayout = () => import('../layout/MainLayout');

/**
 * Starts fetching the first screen: the layout for a person with a token, else the login page (where the
 * guard sends everybody else). A failed fetch fails again, visibly, when the route renders.
 */
export function preloadFirstScreen(signedIn: boolean): void {
  void (signedIn ? loadMainLayout() : loadLoginPage()).catch(() => {});
}

/**
 * Paths a visitor may open without signing in (portal.md §2, route guard), the two error pages, and the
 * sign-on service's own pages (login, password, language), which work from the service's session, not ours.
 */
export const publicPaths: readonly string[] = [
  '/login',
  '/register',
  '/fare',
  '/home',
  '/zxyj',
  '/railway',
  '/inquiryList',
  '/401',
  '/404',
  '/sso/login',
  '/sso/password',
  '/sso/language',
];

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'loadUser' };

export interface GuardState {
  /** A signed-in session (credentials with isAnonymous false); anonymous credentials are no sign-in. */
  signedIn: boolean;
  /** The signed-in user's roles have been loaded. */
  rolesLoaded: boolean;
}

/**
 * Decides what happens to a route (portal.md §2). `fullPath` is the path with its query, as asked for.
 * Signed in: /login goes to /, and until the roles are loaded the user's record is fetched first (then the
 * route is entered again). Not signed in: public paths open, every other path goes to /login, which
 * remembers the full original path.
 */
export function guardRoute(fullPath: string, { signedIn, rolesLoaded }: GuardState): GuardDecision {
  const path = fullPath.split('?')[0] ?? '';
  if (signedIn) {
    if (path === '/login') return { kind: 'redirect', to: '/' };
    return rolesLoaded ? { kind: 'allow' } : { kind: 'loadUser' };
  }
  if (publicPaths.includes(path)) return { kind: 'allow' };
  return { kind: 'redirect', to: `/login?redirect=${encodeURIComponent(fullPath)}` };
}

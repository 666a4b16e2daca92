/** Paths a visitor may open without signing in (portal.md §2, route guard), plus the two error pages. */
export const publicPaths: readonly string[] = ['/login', '/register', '/fare', '/home', '/zxyj', '/railway', '/inquiryList', '/401', '/404'];

export type GuardDecision = { allow: true } | { allow: false; redirect: string };

/**
 * Decides whether a route may open. `fullPath` is the path with its query, as the visitor asked for it.
 * A signed-in user asking for /login goes home; an anonymous visitor asking for a private page goes to
 * /login, which remembers where they wanted to go.
 */
export function guardRoute(fullPath: string, token: string | undefined): GuardDecision {
  const path = fullPath.split('?')[0] ?? '';
  if (token) return path === '/login' ? { allow: false, redirect: '/' } : { allow: true };
  if (publicPaths.includes(path)) return { allow: true };
  return { allow: false, redirect: `/login?redirect=${encodeURIComponent(fullPath)}` };
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { guardRoute } from './guard';
import { useSession } from './session/SessionContext';

/** Opens the page, or sends the visitor where the guard decides. */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { token } = useSession();
  const decision = guardRoute(pathname + search, token);
  return decision.allow ? children : <Navigate to={decision.redirect} replace />;
}

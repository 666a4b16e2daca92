import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { sessionStore } from '../session/sessionStore';
import { useStore } from '../store';

/** Only paths inside the back office are followed. */
const safeRedirect = (value: string | null) => (value?.startsWith('/') && !value.startsWith('//') ? value : '/');

/**
 * A signed-in person on the login page goes where they were headed (the `redirect` query), else home.
 * This is also how a successful sign-in leaves the login page.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const token = useStore(sessionStore, (s) => s.token);
  const [params] = useSearchParams();
  return token ? <Navigate to={safeRedirect(params.get('redirect'))} replace /> : children;
}

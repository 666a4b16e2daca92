import { App } from 'antd';
import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { RequestError } from '../../shared/request/errors';
import { clearSession, loadSession, sessionStore } from '../session/sessionStore';
import { FramePlaceholder } from '../layout/FramePlaceholder';
import { useStore } from '../store';

/**
 * Back-office.md §4: without a token every page sends the person to the login page (remembering where
 * they were going); with a token the session and menus are loaded once before any page shows, the frame standing in
 * for the layout meanwhile.
 */
export function AuthGuard() {
  const token = useStore(sessionStore, (s) => s.token);
  const loaded = useStore(sessionStore, (s) => s.roles.length > 0);
  // The store's news is rendered at once; the layout and its page, drawn once the session is here, are rendered in
  // slices the browser can interleave with its own work, not in one long task.
  const shown = useDeferredValue(loaded);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();

  useEffect(() => {
    if (!token || loaded) return;
    let current = true;
    loadSession().catch((error: unknown) => {
      if (!current) return;
      clearSession();
      if (!(error instanceof RequestError && error.notified)) void message.error(error instanceof Error ? error.message : String(error));
      void navigate('/', { replace: true });
    });
    return () => {
      current = false;
    };
  }, [token, loaded, message, navigate]);

  if (!token) return <Navigate to={`/login?redirect=${encodeURIComponent(pathname + search)}`} replace />;
  if (!shown) return <FramePlaceholder />;
  return <Outlet />;
}

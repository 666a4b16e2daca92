import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Flex, Spin } from 'antd';
import { Navigate, useLocation } from 'react-router';
import { RequestError } from '../shared/request/errors';
import { guardRoute } from './guard';
import { useSession } from './session/SessionContext';
import { useFeedback } from './providers/feedbackContext';

/**
 * Opens the page, sends the visitor where the guard decides, or first loads the signed-in user's record.
 * When that fails the visitor is logged out here, sees why, and goes to /.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const { message } = useFeedback();
  const { signedIn, rolesLoaded, loadUser, signOutLocally } = useSession();
  const here = pathname + search;
  const decision = guardRoute(here, { signedIn, rolesLoaded });
  const mustLoad = decision.kind === 'loadUser';
  const handled = useRef<Promise<unknown> | undefined>(undefined);
  // Where loading the record failed: from there the visitor goes to /, not to the guard's own redirect.
  const [failedAt, setFailedAt] = useState<string>();

  useEffect(() => {
    if (!mustLoad) return;
    const loading = loadUser();
    // The same load answers both runs of a strict-mode effect: handle its failure once.
    if (handled.current === loading) return;
    handled.current = loading;
    loading.catch((error: unknown) => {
      setFailedAt(here);
      signOutLocally();
      if (!(error instanceof RequestError && error.notified)) message.error(error instanceof Error ? error.message : String(error));
    });
  }, [mustLoad, here, loadUser, signOutLocally, message]);

  if (failedAt === here) return <Navigate to="/" replace />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'loadUser') {
    return (
      <Flex justify="center" style={{ padding: 96 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  return children;
}

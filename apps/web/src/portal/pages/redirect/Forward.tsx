import { Navigate, useLocation, useParams } from 'react-router';

/** Re-enters a route: /redirect/<path>?<query> forwards to /<path>?<query>. */
export function Forward() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  return <Navigate to={`/${rest}${search}`} replace />;
}

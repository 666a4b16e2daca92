import { Navigate, useLocation } from 'react-router';
import { pagePathOf } from '../../router/routeStore';

/** /redirect/<path> opens /<path> with the same query; the tags view uses it to reload a page. */
export default function RedirectPage() {
  const { pathname, search } = useLocation();
  return <Navigate to={pagePathOf(pathname) + search} replace />;
}

import { lazy, useMemo, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { useStore } from '../store';
import type { PageRoute } from './pageRoute';
import { routeStore } from './routeStore';
import { screenComponent } from './screens';

const HomePage = lazy(() => import('../pages/home/HomePage'));
const SectionOverview = lazy(() => import('../pages/overview/SectionOverview'));
const InnerLinkPage = lazy(() => import('../pages/inner-link/InnerLinkPage'));
const NotFoundPage = lazy(() => import('../pages/error/NotFoundPage'));
const RedirectPage = lazy(() => import('../pages/redirect/RedirectPage'));

function pageElement(page: PageRoute): ReactNode {
  switch (page.kind) {
    case 'home':
      return <HomePage />;
    case 'screen': {
      const Screen = screenComponent(page.component);
      return <Screen />;
    }
    case 'section':
      return <SectionOverview />;
    case 'innerLink':
      return <InnerLinkPage />;
    case 'notFound':
      return <NotFoundPage />;
  }
}

/** The pages of the main area, built from the signed-in person's menu tree. */
export function PageRoutes() {
  const pages = useStore(routeStore, (s) => s.pages);
  const routes = useMemo<RouteObject[]>(
    () => [
      ...pages.map((page) => ({ path: page.path, element: pageElement(page) })),
      { path: '/redirect/*', element: <RedirectPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
    [pages],
  );
  return useRoutes(routes);
}

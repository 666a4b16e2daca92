import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { portalCatalogue } from '@freight/domain';
import { setupI18n } from '../../shared/i18n';
import { PortalProviders } from '../providers/PortalProviders';
import type { PortalSession } from '../session/SessionContext';

setupI18n({ portal: portalCatalogue }, 'zh_CN');

interface RenderOptions {
  path?: string;
  session?: PortalSession;
}

/** Renders portal routes in memory, inside the portal's providers; returns the router to read its location. */
export function renderRoutes(routes: RouteObject[], { path = '/', session = { exchangeRates: {} } }: RenderOptions = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <PortalProviders session={session}>
      <RouterProvider router={router} />
    </PortalProviders>,
  );
  return router;
}

/** Renders one screen at `path`, with a catch-all route so it can navigate anywhere. */
export function renderScreen(screen: ReactElement, options: RenderOptions = {}) {
  return renderRoutes([{ path: '*', element: screen }], options);
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { adminCatalogue } from '@freight/domain/i18n/admin';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import i18n from 'i18next';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { setupI18n } from '../shared/i18nTesting';
import { AppUiBridge } from './feedback';

/**
 * Test helpers: the admin catalogue in Chinese, and a page rendered as the back office renders it: antd App without
 * motion, the request client's toasts in that App (so they go with the page at cleanup), a memory router.
 */
export async function setupTestI18n(): Promise<void> {
  setupI18n({ admin: adminCatalogue }, 'zh_CN');
  if (!i18n.isInitialized) await new Promise((resolve) => i18n.on('initialized', resolve));
}

export function renderRoutes(routes: RouteObject[], initialPath: string) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <ConfigProvider theme={{ token: { motion: false } }}>
        <App>
          <AppUiBridge />
          <RouterProvider router={router} />
        </App>
      </ConfigProvider>
    </QueryClientProvider>,
  );
  return { router, ...view };
}

export const renderPage = (page: ReactElement, path = '/') => renderRoutes([{ path: '*', element: page }], path);

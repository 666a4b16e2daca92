import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, RouterProvider } from 'react-router';
import { portalCatalogue } from '@freight/domain';
import { setupI18n } from '../shared/i18n';
import { PortalProviders } from './providers/PortalProviders';
import { portalRoutes } from './routes';
import './portal.css';

setupI18n({ portal: portalCatalogue });

const router = createHashRouter(portalRoutes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PortalProviders>
      <RouterProvider router={router} />
    </PortalProviders>
  </StrictMode>,
);

import { adminCatalogue } from '@freight/domain/i18n/admin';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupI18n } from '../shared/i18n';
import { AdminApp } from './AdminApp';

setupI18n({ admin: adminCatalogue });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminApp />
  </StrictMode>,
);

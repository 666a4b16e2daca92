import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startI18n } from '../shared/i18n';
import { validateWithoutEval } from '../shared/validateWithoutEval';
import { AdminApp } from './AdminApp';
import { preloadFirstScreen } from './router/router';
import { sessionStore } from './session/sessionStore';
import './admin.css';

validateWithoutEval();

function renderAdmin() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AdminApp />
    </StrictMode>,
  );
}

// The interface texts arrive before the first screen that shows them; its code loads meanwhile.
preloadFirstScreen(Boolean(sessionStore.get().token));
void startI18n('admin').then(renderAdmin, renderAdmin);

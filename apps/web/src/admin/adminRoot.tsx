import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminApp } from './AdminApp';
import './admin.css';

/** React, Ant Design and the app's frame: what the entry fetches beside the first screen and its texts. */
export function renderAdmin(): void {
  const root = createRoot(document.getElementById('root')!);
  // As a transition, a first screen whose code is here already renders at once, without its loading fallback.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AdminApp />
      </StrictMode>,
    ),
  );
}

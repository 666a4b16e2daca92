import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { returnFocusWhenLost } from '../shared/focus/focusReturn';
import { SkipLink } from '../shared/focus/SkipLink';
import { AdminApp } from './AdminApp';
import './admin.css';

/** React, Ant Design and the app's frame: what the entry fetches beside the first screen and its texts. */
export function renderAdmin(): void {
  returnFocusWhenLost();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SkipLink />
      <AdminApp />
    </StrictMode>,
  );
}

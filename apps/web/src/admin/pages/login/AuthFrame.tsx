import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import './auth.css';

/** The centred card of the login and register pages. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  useDocumentTitle();
  return (
    <div className="auth-page">
      <div className="auth-card">
        <h3 className="auth-title">{t('app.title')}</h3>
        {children}
      </div>
      <footer className="auth-footer">{t('app.copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { SignInLanguages } from './SignInLanguages';
import { MainContent } from '../../../shared/focus/MainContent';
import './auth.css';

/** The centred card of the login and register pages, with the languages to choose from. */
export function AuthFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  useDocumentTitle();
  return (
    <div className="auth-page">
      <MainContent className="auth-card">
        <h1 className="auth-title">{t('app.title')}</h1>
        {children}
        <SignInLanguages />
      </MainContent>
      <footer className="auth-footer">{t('app.copyright', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}

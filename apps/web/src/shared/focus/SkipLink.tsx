import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { mainContentId } from './MainContent';
import { mainLandmark } from './mainLandmark';
// The focus ring of both apps comes with the link both render (a stylesheet imported by a module that only passes
// exports on would be dropped by the build, the package being marked free of side effects but for stylesheets).
import './focus.css';

/**
 * "Skip to main content": the first Tab stop of both apps, shown only while focused. Both route by the address's
 * hash, so the link moves focus itself instead of following `#main` (which would be read as a route).
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    mainLandmark()?.focus();
  };
  return (
    <a className="skip-link" href={`#${mainContentId}`} onClick={skip}>
      {t('messages:skipLink.main')}
    </a>
  );
}

import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '../store';
import { settingsStore } from './settings/settingsStore';

/** Sets the browser title: "<page> - <product>" when dynamic titles are on, else the product title. */
export function useDocumentTitle(pageTitle?: string): void {
  const { t } = useTranslation('admin');
  const dynamicTitle = useStore(settingsStore, (s) => s.dynamicTitle);
  const product = t('app.title');
  useEffect(() => {
    document.title = dynamicTitle && pageTitle ? `${pageTitle} - ${product}` : product;
  }, [dynamicTitle, pageTitle, product]);
}

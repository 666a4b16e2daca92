import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, type Language } from '@freight/domain';

/**
 * The interface language. Server replies carry names and remarks in it (XC__ fields, Port.label), so every
 * query that shows them has the language in its key and loads again when the visitor switches.
 */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

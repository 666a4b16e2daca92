import enUS from 'antd/es/locale/en_US';
import ruRU from 'antd/es/locale/ru_RU';
import zhCN from 'antd/es/locale/zh_CN';
import 'dayjs/locale/ru';
import 'dayjs/locale/zh-cn';
import { catalogueIn, languages, messages, type Catalogue, type Language } from '@freight/domain';
import { rememberComponentLocale } from './componentLocales';
import { initI18n, storedLanguage, type I18nResources } from './i18n';

/** Turns side-by-side catalogues into i18next resources, one namespace per catalogue. */
function toResources(namespaces: Record<string, Catalogue>): I18nResources {
  const resources: I18nResources = {};
  for (const language of languages) {
    resources[language] = {};
    for (const [ns, catalogue] of Object.entries(namespaces)) {
      resources[language][ns] = catalogueIn(catalogue, language);
    }
  }
  return resources;
}

rememberComponentLocale('zh_CN', zhCN);
rememberComponentLocale('en_US', enUS);
rememberComponentLocale('ru_Ru', ruRU);

/** For tests: every language at once, synchronously, from the catalogues themselves. */
export function setupI18n(namespaces: Record<string, Catalogue>, language: Language = storedLanguage()) {
  return initI18n(toResources({ messages, ...namespaces }), ['messages', ...Object.keys(namespaces)], language);
}

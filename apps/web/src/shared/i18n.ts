import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languageTags, type Language } from '@freight/domain';
import { loadCatalogue, type CatalogueName, type CatalogueTexts } from './catalogueLoaders';
import { loadComponentLocale } from './componentLocales';

const languageCookie = 'language';

export function storedLanguage(): Language {
  const match = document.cookie.match(/(?:^|;\s*)language=([^;]+)/);
  const value = match ? decodeURIComponent(match[1]!) : undefined;
  return isLanguage(value) ? value : defaultLanguage;
}

export function storeLanguage(language: Language): void {
  document.cookie = `${languageCookie}=${encodeURIComponent(language)}; path=/; max-age=${365 * 24 * 3600}; SameSite=Lax`;
}

export type I18nResources = Record<string, Record<string, CatalogueTexts>>;

/** i18next uses `{{x}}` placeholders; our catalogues use `{x}`, so interpolation is set to match. */
export function initI18n(resources: I18nResources, namespaces: string[], language: Language) {
  void i18n.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: defaultLanguage,
    ns: namespaces,
    defaultNS: namespaces.find((ns) => ns !== 'messages') ?? 'messages',
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
    initAsync: false,
  });
  document.documentElement.lang = languageTags[language];
  return i18n;
}

let pageCatalogues: CatalogueName[] = ['messages'];

/** Fetches the catalogues (and component texts) of one language that are not here yet. */
async function loadLanguage(language: Language): Promise<void> {
  const missing = pageCatalogues.filter((name) => !i18n.hasResourceBundle(language, name));
  const [texts] = await Promise.all([
    Promise.all(missing.map((name) => loadCatalogue(name, language))),
    loadComponentLocale(language),
  ]);
  missing.forEach((name, index) => i18n.addResourceBundle(language, name, texts[index]));
}

/** Starts the interface in the visitor's language with the shared messages and the page's own catalogue. */
export async function startI18n(page: Exclude<CatalogueName, 'messages'>, language: Language = storedLanguage()): Promise<void> {
  pageCatalogues = ['messages', page];
  const [messages, own] = await Promise.all([loadCatalogue('messages', language), loadCatalogue(page, language), loadComponentLocale(language)]);
  initI18n({ [language]: { messages, [page]: own } }, pageCatalogues, language);
}

export async function changeLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  storeLanguage(language);
  document.documentElement.lang = languageTags[language];
  await i18n.changeLanguage(language);
}

/** The language header every API call carries, so server messages come back in the user's language. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

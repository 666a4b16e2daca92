import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isLanguage, languages, languageTags, messages, type Catalogue, type Language } from '@freight/domain';

/** Turns side-by-side catalogues into i18next resources, one namespace per catalogue. */
function toResources(namespaces: Record<string, Catalogue>) {
  const resources: Record<string, Record<string, Record<string, string>>> = {};
  for (const language of languages) {
    resources[language] = {};
    for (const [ns, catalogue] of Object.entries(namespaces)) {
      resources[language][ns] = Object.fromEntries(Object.entries(catalogue).map(([key, texts]) => [key, texts[language]]));
    }
  }
  return resources;
}

const languageCookie = 'language';

export function storedLanguage(): Language {
  const match = document.cookie.match(/(?:^|;\s*)language=([^;]+)/);
  const value = match ? decodeURIComponent(match[1]!) : undefined;
  return isLanguage(value) ? value : defaultLanguage;
}

export function storeLanguage(language: Language): void {
  document.cookie = `${languageCookie}=${encodeURIComponent(language)}; path=/; max-age=${365 * 24 * 3600}; SameSite=Lax`;
}

/** i18next uses `{{x}}` placeholders; our catalogues use `{x}`, so interpolation is set to match. */
export function setupI18n(namespaces: Record<string, Catalogue>, language: Language = storedLanguage()) {
  void i18n.use(initReactI18next).init({
    resources: toResources({ messages, ...namespaces }),
    lng: language,
    fallbackLng: defaultLanguage,
    defaultNS: Object.keys(namespaces)[0] ?? 'messages',
    interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
    returnNull: false,
  });
  document.documentElement.lang = languageTags[language];
  return i18n;
}

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  document.documentElement.lang = languageTags[language];
  await i18n.changeLanguage(language);
}

/** The language header every API call carries, so server messages come back in the user's language. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : defaultLanguage;
}

/** Interface languages, spelled as the specification spells them. */
export const languages = ['zh_CN', 'en_US', 'ru_Ru'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'zh_CN';

/** BCP 47 tags, as HTML (lang), HTTP (Accept-Language) and OpenID Connect (ui_locales, locale) spell them. */
export const languageTags: Record<Language, string> = { zh_CN: 'zh-CN', en_US: 'en-US', ru_Ru: 'ru-RU' };

export const languageLabels: Record<Language, string> = {
  zh_CN: '简体中文',
  en_US: 'English',
  ru_Ru: 'Русский',
};

/** Customer language ids of the sign-on service: 2052 Chinese, 1033 English, 1049 Russian. */
const byLanguageId: Record<number, Language> = { 2052: 'zh_CN', 1033: 'en_US', 1049: 'ru_Ru' };
export const languageIds: Record<Language, number> = { zh_CN: 2052, en_US: 1033, ru_Ru: 1049 };

export function languageFromId(id: number | string | null | undefined): Language {
  return byLanguageId[Number(id)] ?? defaultLanguage;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** Picks the interface language from an explicit choice or an Accept-Language header. */
export function negotiateLanguage(explicit: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(explicit)) return explicit;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    if (tag.startsWith('zh')) return 'zh_CN';
    if (tag.startsWith('en')) return 'en_US';
    if (tag.startsWith('ru')) return 'ru_Ru';
  }
  return defaultLanguage;
}

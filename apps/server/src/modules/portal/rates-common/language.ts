import type { Language } from '@freight/domain';

/** A name in the three interface languages, as the freight tables keep it (any may be empty). */
export interface Names {
  zh: string | null;
  en: string | null;
  ru: string | null;
}

/**
 * The name in the caller's language: Chinese falls back to English, English to Chinese, Russian to
 * English then Chinese; `fallback` (usually the code) when there is no name at all.
 */
export function localName(language: Language, names: Names | null, fallback = ''): string {
  if (!names) return fallback;
  const order = language === 'zh_CN' ? [names.zh, names.en] : language === 'en_US' ? [names.en, names.zh] : [names.ru, names.en, names.zh];
  return order.find((name) => !!name) ?? fallback;
}

/**
 * Text as staff or the customer wrote it (a depot, an address, a name) in the caller's language, by its English and
 * Russian translations as `localName` picks names; the text as written where it has none.
 */
export const localText = (language: Language, written: string, english: string, russian: string) =>
  localName(language, { zh: written, en: english, ru: russian }, written);

/** The remark in the caller's language, falling back to the Chinese one (docs/api.md §5). */
export function localRemark(language: Language, remarks: { remark: string; englishremark: string; russianremark: string }): string {
  const own = language === 'en_US' ? remarks.englishremark : language === 'ru_Ru' ? remarks.russianremark : remarks.remark;
  return own || remarks.remark;
}

/** How a port reads in a picker: its name in the caller's language and its code, "重庆 (CNCKG)". */
export const portLabel = (name: string, portcode: string) => `${name} (${portcode})`;

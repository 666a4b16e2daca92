import type { Locale } from 'antd/es/locale';
import type { Language } from '@freight/domain';

/** Ant Design's texts (pagination, date pickers, empty tables) per language, fetched when the language is first shown. */
const antdLoaders: Record<Language, () => Promise<{ default: Locale }>> = {
  zh_CN: () => import('antd/es/locale/zh_CN'),
  en_US: () => import('antd/es/locale/en_US'),
  ru_Ru: () => import('antd/es/locale/ru_RU'),
};

/** dayjs month and weekday names; English is built in. */
const dayjsLoaders: Record<Language, () => Promise<unknown>> = {
  zh_CN: () => import('dayjs/locale/zh-cn'),
  en_US: () => Promise.resolve(),
  ru_Ru: () => import('dayjs/locale/ru'),
};

export const dayjsLocales: Record<Language, string> = { zh_CN: 'zh-cn', en_US: 'en', ru_Ru: 'ru' };

const loaded = new Map<Language, Locale>();

export async function loadComponentLocale(language: Language): Promise<void> {
  if (loaded.has(language)) return;
  const [antd] = await Promise.all([antdLoaders[language](), dayjsLoaders[language]()]);
  loaded.set(language, antd.default);
}

/** Lets tests hand over locales they imported themselves. */
export function rememberComponentLocale(language: Language, locale: Locale): void {
  loaded.set(language, locale);
}

/** The language's Ant Design texts once loaded (the interface switches language only after they are). */
export function componentLocale(language: Language): Locale | undefined {
  return loaded.get(language);
}

import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/locale/en_US';
import ruRU from 'antd/locale/ru_RU';
import zhCN from 'antd/locale/zh_CN';
import 'dayjs/locale/ru';
import 'dayjs/locale/zh-cn';
import type { Language } from '@freight/domain';

/** Ant Design's texts (pagination, date pickers, empty tables) in the interface language. */
export const antdLocales: Record<Language, ConfigProviderProps['locale']> = {
  zh_CN: zhCN,
  en_US: enUS,
  ru_Ru: ruRU,
};

/** dayjs names for the same languages, for month and weekday names. */
export const dayjsLocales: Record<Language, string> = {
  zh_CN: 'zh-cn',
  en_US: 'en',
  ru_Ru: 'ru',
};

import type { Language } from '@freight/domain';

/** The interface language a tag names ('zh-CN', 'en', 'ru-RU zh-CN' ...), or undefined for any other. The first tag wins. */
export function languageFromTag(tags: string | null | undefined): Language | undefined {
  const first = (tags ?? '').trim().split(/[\s,]+/)[0]?.toLowerCase() ?? '';
  if (first.startsWith('zh')) return 'zh_CN';
  if (first.startsWith('en')) return 'en_US';
  if (first.startsWith('ru')) return 'ru_Ru';
  return undefined;
}

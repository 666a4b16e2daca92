import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { portalCatalogue } from '@freight/domain';
import { componentLocale } from './componentLocales';
import { changeLanguage, startI18n } from './i18n';

describe('interface languages', () => {
  it('starts with the one language shown and fetches another only when asked', async () => {
    await startI18n('portal', 'en_US');
    expect(i18n.t('nav.home')).toBe(portalCatalogue['nav.home'].en_US);
    expect(i18n.t('messages:http.network')).not.toBe('http.network');
    expect(i18n.hasResourceBundle('zh_CN', 'portal')).toBe(false);
    expect(componentLocale('en_US')?.locale).toBe('en');
    expect(componentLocale('ru_Ru')).toBeUndefined();

    await changeLanguage('ru_Ru');
    expect(i18n.language).toBe('ru_Ru');
    expect(i18n.t('nav.home')).toBe(portalCatalogue['nav.home'].ru_Ru);
    expect(componentLocale('ru_Ru')?.locale).toBe('ru');
    expect(document.documentElement.lang).toBe('ru-RU');
    expect(document.cookie).toContain('language=ru_Ru');
  });
});

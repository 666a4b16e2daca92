import { describe, expect, it } from 'vitest';
import { languageFromId, negotiateLanguage } from './languages';
import { messages } from './messages';
import { translate } from './translate';

describe('languages', () => {
  it('maps the language ids 2052, 1033, 1049 and falls back to Chinese', () => {
    expect(languageFromId(2052)).toBe('zh_CN');
    expect(languageFromId('1033')).toBe('en_US');
    expect(languageFromId(1049)).toBe('ru_Ru');
    expect(languageFromId(9999)).toBe('zh_CN');
    expect(languageFromId(undefined)).toBe('zh_CN');
  });

  it('prefers an explicit choice, then Accept-Language, then Chinese', () => {
    expect(negotiateLanguage('en_US', 'ru')).toBe('en_US');
    expect(negotiateLanguage(undefined, 'ru-RU,ru;q=0.9')).toBe('ru_Ru');
    expect(negotiateLanguage('klingon', 'de-DE, en;q=0.5')).toBe('en_US');
    expect(negotiateLanguage(undefined, undefined)).toBe('zh_CN');
  });

  it('fills placeholders and keeps every message in all three languages', () => {
    expect(translate(messages, 'en_US', 'http.status', { status: 502 })).toBe('System interface 502 abnormal');
    for (const texts of Object.values(messages)) {
      expect(Object.keys(texts).sort()).toEqual(['en_US', 'ru_Ru', 'zh_CN']);
      for (const text of Object.values(texts)) expect(text.length).toBeGreaterThan(0);
    }
  });
});

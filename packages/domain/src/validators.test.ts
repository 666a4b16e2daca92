import { describe, expect, it } from 'vitest';
import { isAlphabets, isEmail, isExternalLink, isLowerCase, isMainlandPhone, isUpperCase, isUrl } from './validators';

describe('helper validators', () => {
  it('recognise links, urls, cases, letters, e-mail and mainland phones', () => {
    expect(isExternalLink('https://example.com')).toBe(true);
    expect(isExternalLink('mailto:a@b.c')).toBe(true);
    expect(isExternalLink('tel:123')).toBe(true);
    expect(isExternalLink('/system/user')).toBe(false);
    expect(isUrl('http://example.com/a?b=1')).toBe(true);
    expect(isUrl('not a url')).toBe(false);
    expect(isLowerCase('abc')).toBe(true);
    expect(isLowerCase('aBc')).toBe(false);
    expect(isUpperCase('ABC')).toBe(true);
    expect(isAlphabets('AbC')).toBe(true);
    expect(isAlphabets('Ab1')).toBe(false);
    expect(isEmail('ops@globalfreight.example')).toBe(true);
    expect(isEmail('ops@')).toBe(false);
    expect(isMainlandPhone('13812345678')).toBe(true);
    expect(isMainlandPhone('12812345678')).toBe(false);
    expect(isMainlandPhone('1381234567')).toBe(false);
  });
});

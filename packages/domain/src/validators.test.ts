import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isAlphabets, isDecimalText, isExternalLink, isLowerCase, isMainlandPhone, isUpperCase, isUrl, numberFromText } from './validators';

describe('helper validators', () => {
  it('recognise links, urls, cases, letters and mainland phones', () => {
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
    expect(isMainlandPhone('13812345678')).toBe(true);
    expect(isMainlandPhone('12812345678')).toBe(false);
    expect(isMainlandPhone('1381234567')).toBe(false);
  });
});

describe('numbers read from text (issue 9)', () => {
  const amount = numberFromText(z.number().min(0));
  it('reads plain decimals, blanks around them ignored', () => {
    expect(['12', ' 12 ', '12.50', '.5', '+3', '0'].map((s) => amount.parse(s))).toEqual([12, 12, 12.5, 0.5, 3, 0]);
    expect(amount.parse(7)).toBe(7);
  });
  it('refuses what Number() would read but nobody means: hex, exponents, Infinity, blank', () => {
    for (const text of ['0x10', '1e3', 'Infinity', '-Infinity', 'NaN', '', '  ', '0b11', '1_000', '12,5']) {
      expect(amount.safeParse(text).success, JSON.stringify(text)).toBe(false);
    }
    expect(isDecimalText('0x10')).toBe(false);
  });
});

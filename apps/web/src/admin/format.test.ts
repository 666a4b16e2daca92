import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatRelativeTime } from './format';
import { setupTestI18n } from './testing';

beforeAll(setupTestI18n);

const now = new Date(2025, 5, 15, 12, 0, 0).getTime();
const ago = (seconds: number) => now - seconds * 1000;

describe('formatRelativeTime', () => {
  it('follows the steps of back-office.md §9', () => {
    const t = i18n.t;
    expect(formatRelativeTime(ago(29), t, now)).toBe('刚刚');
    expect(formatRelativeTime(ago(30), t, now)).toBe('1分钟前');
    expect(formatRelativeTime(ago(3599), t, now)).toBe('60分钟前');
    expect(formatRelativeTime(ago(3600), t, now)).toBe('1小时前');
    expect(formatRelativeTime(ago(5 * 3600 + 1), t, now)).toBe('6小时前');
    expect(formatRelativeTime(ago(24 * 3600), t, now)).toBe('1天前');
    expect(formatRelativeTime(ago(2 * 24 * 3600), t, now)).toBe('2025-06-13 12:00:00');
  });

  it('reads ten-digit numbers as Unix seconds', () => {
    expect(formatRelativeTime(Math.floor(ago(120) / 1000), i18n.t, now)).toBe('2分钟前');
  });

  it('speaks the current language', async () => {
    await i18n.changeLanguage('en_US');
    expect(formatRelativeTime(ago(10), i18n.t, now)).toBe('just now');
    expect(formatRelativeTime(ago(7200), i18n.t, now)).toBe('2 h ago');
    await i18n.changeLanguage('zh_CN');
  });
});

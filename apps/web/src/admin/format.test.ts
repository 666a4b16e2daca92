import i18n from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { formatDateTime, formatRelativeTime } from './format';
import { serverTimeZone, setServerTimeZone } from './serverTimeZone';
import { setupTestI18n } from './testing';

beforeAll(setupTestI18n);
const browserZone = serverTimeZone();
afterEach(() => setServerTimeZone(browserZone));

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

describe('times on the server’s clock', () => {
  // The server in China, the browser (the test's) elsewhere: at 03:30 UTC it is 11:30 in Shanghai.
  const at = Date.parse('2026-12-02T03:30:00Z');

  it('counts the age of a server time from the server’s zone, not the browser’s', () => {
    setServerTimeZone('Asia/Shanghai');
    expect(formatRelativeTime('2026-12-02 11:25:00', i18n.t, at)).toBe('5分钟前');
    expect(formatRelativeTime('2026-12-02 09:30:00', i18n.t, at)).toBe('2小时前');
    expect(formatRelativeTime('2026-11-29 11:30:00', i18n.t, at)).toBe('2026-11-29 11:30:00');
  });

  it('shows a server time as written and an instant on the server’s clock', () => {
    setServerTimeZone('Asia/Shanghai');
    expect(formatDateTime('2026-12-02 11:30:00')).toBe('2026-12-02 11:30:00');
    expect(formatDateTime('2026-12-02T03:30:00Z')).toBe('2026-12-02 11:30:00');
    expect(formatDateTime(at)).toBe('2026-12-02 11:30:00');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('soon')).toBe('');
  });

  it('keeps the zone in use when the server names one this browser does not know', () => {
    setServerTimeZone('Asia/Shanghai');
    setServerTimeZone('Mars/Olympus_Mons');
    expect(serverTimeZone()).toBe('Asia/Shanghai');
  });
});

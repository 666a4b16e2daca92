import { afterEach, describe, expect, it, vi } from 'vitest';
import { today } from './dates';

afterEach(() => { vi.useRealTimers(); });

describe('today', () => {
  it('turns at midnight UTC, forwards and backwards', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-03-01T23:59:59.999Z'));
    expect(today()).toBe('2026-03-01');
    vi.setSystemTime(new Date('2026-03-02T00:00:00.000Z'));
    expect(today()).toBe('2026-03-02');
    vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
    expect(today()).toBe('2026-03-01');
    vi.setSystemTime(new Date('2027-01-01T00:00:00.000Z'));
    expect(today()).toBe('2027-01-01');
  });
});

import { describe, expect, it } from 'vitest';
import { AskedBefore } from './askedBefore';
import { cacheBoundsFrom, defaultCacheBounds } from './cacheBounds';

describe('cache bounds', () => {
  it('are read from the configuration in MB or entries, the defaults otherwise', () => {
    const bounds = cacheBoundsFrom({ CACHE_REPLIES_MB: '8', CACHE_LANES_MB: '0', CACHE_SESSIONS: '500' });
    expect(bounds).toEqual({ ...defaultCacheBounds, replyBytes: 8 * 1024 * 1024, laneBytes: 0, sessions: 500 });
    expect(cacheBoundsFrom({})).toEqual(defaultCacheBounds);
  });

  it('refuse what is not a whole number of 0 or more', () => {
    for (const bad of ['-1', '1.5', 'lots']) expect(() => cacheBoundsFrom({ CACHE_ROWS_MB: bad })).toThrow(/whole number/);
  });
});

describe('keys asked before', () => {
  it('are told from the second ask on, and forgotten two generations later', () => {
    const asked = new AskedBefore(3);
    expect(asked.check('a')).toBe(false);
    expect(asked.check('a')).toBe(true);
    expect(asked.check('b')).toBe(false);
    expect(asked.check('c')).toBe(false); // the first generation is full: a, b, c
    expect(asked.check('a')).toBe(true); // from the older generation
    for (const key of ['d', 'e']) asked.check(key); // the second is full: a, d, e
    for (const key of ['f', 'g', 'h']) asked.check(key); // the third: b and c are forgotten
    expect(asked.check('b')).toBe(false);
  });
});

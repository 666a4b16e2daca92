import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AskedBefore } from './askedBefore';
import { cacheBoundsFrom, defaultCacheBounds } from './cacheBounds';

/** Every in-process cache of the server, with the variable that bounds it. */
const caches = {
  'portal replies (rate searches, inquiry lists)': 'CACHE_REPLIES_MB',
  'keys asked before (what is kept from its second ask)': 'CACHE_ASKED_KEYS',
  'lanes\' open rates': 'CACHE_LANES_MB',
  'values the kept lanes share': 'CACHE_SHARED_VALUES_MB',
  'priced rate rows': 'CACHE_ROWS_MB',
  'lanes\' markup rules': 'CACHE_LANE_RULES',
  'parsed portal sessions': 'CACHE_SESSIONS',
  'signing keys of portal api secrets': 'CACHE_SIGNING_KEYS',
  'verified bearer tokens': 'CACHE_VERIFIED_TOKENS',
  'sanitised SVG uploads': 'CACHE_SVG_MB',
  'back-office user list pages': 'CACHE_USER_PAGE_ROWS',
  'back-office user list counts': 'CACHE_USER_COUNTS',
  'the in-process shared store (without Redis)': 'CACHE_STORE_KEYS',
  'port names': 'CACHE_PORT_NAMES',
  'the markup book': 'CACHE_MARKUP_BOOK_ROWS',
};

const sources = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
  const path = join(dir, entry.name);
  if (entry.isDirectory()) return sources(path);
  return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
});

describe('cache bounds', () => {
  it('are read from the configuration in MB or entries, the defaults otherwise', () => {
    const bounds = cacheBoundsFrom({ CACHE_REPLIES_MB: '8', CACHE_LANES_MB: '0', CACHE_SESSIONS: '500' });
    expect(bounds).toEqual({ ...defaultCacheBounds, replyBytes: 8 * 1024 * 1024, laneBytes: 0, sessions: 500 });
    expect(cacheBoundsFrom({})).toEqual(defaultCacheBounds);
  });

  it('exist for every cache, each set by its own variable', () => {
    const bounded = Object.entries(caches).map(([name, variable]) => {
      const changed = Object.entries(cacheBoundsFrom({ [variable]: '7' })).filter(([key, value]) => value !== defaultCacheBounds[key as keyof typeof defaultCacheBounds]);
      expect(changed, `${name} (${variable})`).toHaveLength(1);
      return changed[0]![0];
    });
    expect(new Set(bounded)).toEqual(new Set(Object.keys(defaultCacheBounds)));
  });

  it('are what every least-recently-used cache of the server is made with', () => {
    const makers = sources(join(import.meta.dirname, '..')).filter((file) => readFileSync(file, 'utf8').includes('new LRUCache'));
    expect(makers.length).toBeGreaterThan(0);
    for (const file of makers) expect(readFileSync(file, 'utf8'), file).toMatch(/cacheBounds\(\)|madeOnFirstUse\(/);
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

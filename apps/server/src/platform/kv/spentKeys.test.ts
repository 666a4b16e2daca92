import { describe, expect, it } from 'vitest';
import { SpentKeys } from './spentKeys';

describe('spent single-use keys', () => {
  it('refuses a key again for at least its time to live and takes it once that is over', () => {
    const keys = new SpentKeys(600_000);
    const t0 = 1_000_000;
    expect(keys.spend('nonce:u:a', t0)).toBe(true);
    expect(keys.spend('nonce:u:a', t0 + 1)).toBe(false);
    expect(keys.spend('nonce:u:b', t0 + 1)).toBe(true);
    expect(keys.spend('nonce:v:a', t0 + 1)).toBe(true);
    expect(keys.spend('nonce:u:a', t0 + 599_999)).toBe(false);
    expect(keys.ttl('nonce:u:a', t0 + 599_999)).toBeGreaterThanOrEqual(1);
    expect(keys.ttl('nonce:u:c', t0)).toBe(-2);
    expect(keys.spend('nonce:u:a', t0 + 660_000)).toBe(true);
    expect(keys.ttl('nonce:u:a', t0 + 660_000)).toBeGreaterThanOrEqual(600);
  });

  it('keeps every key of many generations and tables that grew, and no other', () => {
    const keys = new SpentKeys(10_000);
    const spent = Array.from({ length: 50_000 }, (_, i) => `nonce:user${i % 7}:${i.toString(36).padStart(32, 'x')}`);
    spent.forEach((key, i) => expect(keys.spend(key, Math.floor(i / 10))).toBe(true));
    expect(spent.filter((key) => keys.spend(key, 5_000))).toEqual([]);
    const fresh = Array.from({ length: 50_000 }, (_, i) => `nonce:user${i % 7}:${i.toString(36).padStart(32, 'y')}`);
    expect(fresh.filter((key) => !keys.spend(key, 5_000))).toEqual([]);
  });
});

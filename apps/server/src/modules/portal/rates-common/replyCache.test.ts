import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../../db/client';
import { cachedReply } from './replyCache';
import { unpriced } from './pricing';
import type { ReplyContext } from './views';

const db = {} as Db;
const context = (over: Partial<ReplyContext> = {}) => ({ language: 'en_US', anonymous: false, version: 1, ports: undefined!, pricing: unpriced, ...over }) as ReplyContext;

describe('cachedReply', () => {
  it('serialises a reply and keeps it from its second ask, for the same call, query, version, day, language, masking and pricing', async () => {
    const compute = vi.fn(async () => ({ rows: [1, 2] }));
    const ask = () => cachedReply(db, 'fclRate', { a: 1 }, context(), '2026-11-22', compute);
    const first = await ask();
    const second = await ask();
    const third = await ask();
    expect(first.data.toString()).toBe('{"rows":[1,2]}');
    expect(second).not.toBe(first);
    expect(third).toBe(second);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('computes once for the calls asking at the same time', async () => {
    const compute = vi.fn(async () => ({ rows: [3] }));
    const replies = await Promise.all([1, 2, 3].map(() => cachedReply(db, 'fclRate', { c: 1 }, context(), '2026-11-22', compute)));
    expect(new Set(replies).size).toBe(1);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('computes again when anything the reply depends on differs', async () => {
    const compute = vi.fn(async () => ({ rows: [] }));
    await cachedReply(db, 'callYhApiRailway', { a: 1 }, context(), '2026-11-22', compute);
    await cachedReply(db, 'callYhApiRailway', { a: 1 }, context({ version: 2 }), '2026-11-22', compute);
    await cachedReply(db, 'callYhApiRailway', { a: 1 }, context(), '2026-11-23', compute);
    await cachedReply(db, 'callYhApiRailway', { a: 1 }, context({ language: 'ru_Ru' }), '2026-11-22', compute);
    await cachedReply(db, 'callYhApiRailway', { a: 1 }, context({ anonymous: true }), '2026-11-22', compute);
    await cachedReply(db, 'callYhApiRailway', { a: 1 }, context({ pricing: { ...unpriced, key: '3:2026-11-22:7:' } }), '2026-11-22', compute);
    await cachedReply(db, 'callYhApiRailway', { a: 2 }, context(), '2026-11-22', compute);
    await cachedReply(db, 'callZxyjYhApi', { a: 1 }, context(), '2026-11-22', compute);
    await cachedReply({} as Db, 'callYhApiRailway', { a: 1 }, context(), '2026-11-22', compute);
    expect(compute).toHaveBeenCalledTimes(9);
  });

  it('keeps nothing from a failed computation', async () => {
    const failing = vi.fn(async () => { throw new Error('unknown port'); });
    await expect(cachedReply(db, 'fclRate', { b: 1 }, context(), '2026-11-22', failing)).rejects.toThrow('unknown port');
    const compute = vi.fn(async () => ({ rows: [] }));
    await cachedReply(db, 'fclRate', { b: 1 }, context(), '2026-11-22', compute);
    expect(compute).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { keptSnapshot } from './keptSnapshot';

describe('a kept snapshot of a small table', () => {
  it('is read once per version while it has no more rows than its bound, and again by every call once it has', async () => {
    let bound = 3;
    const kept = keptSnapshot<number[]>('test', (rows) => rows.length, () => bound);
    const owner = {};
    const read = vi.fn(async () => [1, 2, 3]);
    for (let i = 0; i < 3; i++) expect(await kept(owner, 1, '1', read)).toEqual([1, 2, 3]);
    expect(read).toHaveBeenCalledTimes(1);

    const grown = vi.fn(async () => [1, 2, 3, 4]);
    for (let i = 0; i < 3; i++) await kept(owner, 2, '2', grown);
    expect(grown).toHaveBeenCalledTimes(3);

    bound = 4;
    for (let i = 0; i < 3; i++) await kept(owner, 3, '3', grown);
    expect(grown).toHaveBeenCalledTimes(4);
  });

  it('lets calls asking at once share one read, kept or not', async () => {
    const kept = keptSnapshot<number[]>('test', (rows) => rows.length, () => 0);
    const read = vi.fn(async () => [1]);
    await Promise.all([1, 2, 3].map(() => kept({}, 1, '1', read)));
    const owner = {};
    await Promise.all([1, 2, 3].map(() => kept(owner, 1, '1', read)));
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('keeps the newest version when an older read ends last', async () => {
    const kept = keptSnapshot<string>('test', () => 1, () => 10);
    const owner = {};
    let finishOld!: (value: string) => void;
    const old = kept(owner, 1, '1', () => new Promise((resolve) => { finishOld = resolve; }));
    expect(await kept(owner, 2, '2', async () => 'new')).toBe('new');
    finishOld('old');
    expect(await old).toBe('old');
    const read = vi.fn(async () => 'again');
    expect(await kept(owner, 2, '2', read)).toBe('new');
    expect(read).not.toHaveBeenCalled();
  });
});

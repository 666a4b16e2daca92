import { sharedRead } from './sharedRead';

/**
 * A small table read whole, kept per owner (a database) at the newest version read: the current one. It is kept only
 * when it has at most `bound()` rows (its configured bound); a larger one is read again by each call, calls asking at
 * once sharing the read, so memory never holds more than the bound between calls.
 */
export function keptSnapshot<T>(name: string, rowsOf: (snapshot: T) => number, bound: () => number) {
  const kept = new WeakMap<object, { key: string; version: number; snapshot: T }>();
  return async (owner: object, version: number, key: string, read: () => Promise<T>): Promise<T> => {
    const known = kept.get(owner);
    if (known?.key === key) return known.snapshot;
    const snapshot = await sharedRead(owner, `${name}\n${key}`, read);
    const latest = kept.get(owner);
    if (rowsOf(snapshot) > bound()) {
      if (latest?.key === key) kept.delete(owner);
    } else if (!latest || latest.version <= version) {
      kept.set(owner, { key, version, snapshot });
    }
    return snapshot;
  };
}

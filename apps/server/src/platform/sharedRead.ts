import type { LRUCache } from 'lru-cache';
import { perOwner } from './perOwner';

const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Calls asking one database the same question while it is being asked share the answer under way, so
 * under load one query answers them all. Only for questions whose answer cannot change while it is read
 * (the question names the versions it depends on): the answer may come from a read that began before the call.
 */
export function sharedRead<T>(db: object, question: string, read: () => Promise<T>): Promise<T> {
  const reads = perOwner(inFlight, db, () => new Map());
  let answer = reads.get(question) as Promise<T> | undefined;
  if (!answer) {
    answer = read().finally(() => reads.delete(question));
    reads.set(question, answer);
  }
  return answer;
}

/**
 * What `cache` holds under `key`; else `read`, once for all calls asking meanwhile, and kept there when `keep`
 * says so (by default always). As with `sharedRead`, the key must name the versions the value depends on.
 */
export async function readThrough<V extends NonNullable<unknown>>(
  cache: LRUCache<string, V>, key: string, read: () => Promise<NoInfer<V>>, keep: (value: V) => boolean = () => true,
): Promise<V> {
  const known = cache.get(key);
  if (known !== undefined) return known;
  return sharedRead(cache, key, async () => {
    const value = await read();
    if (keep(value)) cache.set(key, value);
    return value;
  });
}

interface Batch { items: Set<string>; answer: Promise<Map<string, unknown>> }
interface FreshReads { running?: Promise<unknown>; next?: Batch }
const freshInFlight = new WeakMap<object, Map<string, FreshReads>>();
const noop = () => undefined;

/**
 * Reads that change (data versions), by item, batched: a call never takes the answer of a read that began before it
 * arrived, which could predate a write the caller has already seen committed. The items asked for while a read runs
 * (or within the same tick, when none does) are read together by the one read that starts next, so under load at
 * most two reads of a question are under way, whatever the number of calls and items.
 */
export function freshReadOf<T>(db: object, question: string, item: string, read: (items: string[]) => Promise<Map<string, T>>): Promise<T | undefined> {
  const questions = perOwner(freshInFlight, db, () => new Map<string, FreshReads>());
  let state = questions.get(question);
  if (!state) {
    state = {};
    questions.set(question, state);
  }
  const reads = state;
  if (!reads.next) {
    const items = new Set<string>();
    const turn = reads.running ? reads.running.then(noop, noop) : new Promise<void>((resolve) => process.nextTick(resolve));
    const answer = turn.then(() => {
      reads.next = undefined;
      const running: Promise<Map<string, T>> = read([...items]).finally(() => {
        if (reads.running === running) reads.running = undefined;
        if (!reads.running && !reads.next && questions.get(question) === reads) questions.delete(question);
      });
      reads.running = running;
      return running;
    });
    reads.next = { items, answer };
  }
  reads.next.items.add(item);
  return reads.next.answer.then((answers) => answers.get(item) as T | undefined);
}

/** One changing answer read fresh (see `freshReadOf`). */
export async function freshRead<T>(db: object, question: string, read: () => Promise<T>): Promise<T> {
  return (await freshReadOf(db, question, '', async () => new Map([['', await read()]])))!;
}

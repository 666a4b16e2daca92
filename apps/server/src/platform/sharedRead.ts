const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Calls asking one database the same question while it is being asked share the answer under way, so
 * under load one query answers them all; a call never gets an answer read before it arrived.
 */
export function sharedRead<T>(db: object, question: string, read: () => Promise<T>): Promise<T> {
  let reads = inFlight.get(db);
  if (!reads) {
    reads = new Map();
    inFlight.set(db, reads);
  }
  let answer = reads.get(question) as Promise<T> | undefined;
  if (!answer) {
    const pending = reads;
    answer = read().finally(() => pending.delete(question));
    reads.set(question, answer);
  }
  return answer;
}

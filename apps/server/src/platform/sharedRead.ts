/** One map per database of what is being asked of it, by question. */
function questionsOf<T>(store: WeakMap<object, Map<string, T>>, db: object): Map<string, T> {
  let questions = store.get(db);
  if (!questions) {
    questions = new Map();
    store.set(db, questions);
  }
  return questions;
}

const inFlight = new WeakMap<object, Map<string, Promise<unknown>>>();

/**
 * Calls asking one database the same question while it is being asked share the answer under way, so
 * under load one query answers them all. Only for questions whose answer cannot change while it is read
 * (the question names the versions it depends on): the answer may come from a read that began before the call.
 */
export function sharedRead<T>(db: object, question: string, read: () => Promise<T>): Promise<T> {
  const reads = questionsOf(inFlight, db);
  let answer = reads.get(question) as Promise<T> | undefined;
  if (!answer) {
    answer = read().finally(() => reads.delete(question));
    reads.set(question, answer);
  }
  return answer;
}

interface FreshReads { running?: Promise<unknown>; next?: Promise<unknown> }
const freshInFlight = new WeakMap<object, Map<string, FreshReads>>();

/**
 * Like `sharedRead`, for answers that change (a data version): a call never takes the answer of a read that began
 * before it arrived, which could predate a write the caller has already seen committed. Calls arriving while a read
 * runs share the one read that starts when it ends, so under load at most two reads of a question are under way.
 */
export function freshRead<T>(db: object, question: string, read: () => Promise<T>): Promise<T> {
  const questions = questionsOf(freshInFlight, db);
  let reads = questions.get(question);
  if (!reads) {
    reads = {};
    questions.set(question, reads);
  }
  const state = reads;
  const start = (): Promise<T> => {
    const running: Promise<T> = read().finally(() => {
      if (state.running === running) state.running = undefined;
      if (!state.running && !state.next && questions.get(question) === state) questions.delete(question);
    });
    state.running = running;
    return running;
  };
  if (!state.running) return start();
  state.next ??= state.running.then(() => undefined, () => undefined).then(() => {
    state.next = undefined;
    return start();
  });
  return state.next as Promise<T>;
}

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
  const questions = questionsOf(freshInFlight, db);
  let state = questions.get(question);
  if (!state) {
    state = {};
    questions.set(question, state);
  }
  const reads = state;
  if (!reads.next) {
    const batch: Batch = { items: new Set(), answer: undefined! };
    const turn = reads.running ? reads.running.then(noop, noop) : new Promise<void>((resolve) => process.nextTick(resolve));
    batch.answer = turn.then(() => {
      reads.next = undefined;
      const running: Promise<Map<string, T>> = read([...batch.items]).finally(() => {
        if (reads.running === running) reads.running = undefined;
        if (!reads.running && !reads.next && questions.get(question) === reads) questions.delete(question);
      });
      reads.running = running;
      return running;
    });
    reads.next = batch;
  }
  reads.next.items.add(item);
  return reads.next.answer.then((answers) => answers.get(item) as T | undefined);
}

/** One changing answer read fresh (see `freshReadOf`). */
export async function freshRead<T>(db: object, question: string, read: () => Promise<T>): Promise<T> {
  return (await freshReadOf(db, question, '', async () => new Map([['', await read()]])))!;
}

/** Calls an entry starts while the page code is still loading, by key; the page takes each answer once. */
const started = new Map<string, Promise<unknown>>();

/** Keeps a call started early. It should be silent: the page that would show its failure is not there yet. */
export function startEarly(key: string, call: Promise<unknown>): void {
  call.catch(() => {});
  started.set(key, call);
}

/**
 * The early call's answer, the first time it is asked for; else, or when the early call failed, `ask` (which
 * shows its failure).
 */
export function takeEarly<T>(key: string, ask: () => Promise<T>): Promise<T> {
  const call = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return call ? call.catch(ask) : ask();
}

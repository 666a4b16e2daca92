/**
 * A package loaded at its first use, not at start. Each one so loaded takes a tenth of a second or more to load,
 * and a server may run for days without needing it; the first caller waits for the load, every later one shares it.
 */
export function onFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

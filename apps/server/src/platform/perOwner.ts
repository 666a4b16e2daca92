/** What is kept for one owner (a database handle, a markup book): made on first use, gone with the owner. */
export function perOwner<K extends object, V>(store: WeakMap<K, V>, owner: K, make: () => V): V {
  let kept = store.get(owner);
  if (kept === undefined) {
    kept = make();
    store.set(owner, kept);
  }
  return kept;
}

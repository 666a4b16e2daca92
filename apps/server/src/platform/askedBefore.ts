/**
 * Whether a key was asked for recently: a cache that keeps only what is asked for again lets one-off answers
 * (most of customers' varied searches) die young instead of pushing out answers that are asked for again, and
 * spares the collector the old ones. Keys are remembered as 53-bit hashes, in two generations of at most
 * `capacity` each: the older generation is forgotten when the newer fills. A hash shared by two keys only
 * lets one of them be kept an ask early.
 */
export class AskedBefore {
  private recent = new Set<number>();
  private older = new Set<number>();

  constructor(private readonly capacity: number) {}

  /** True when `key` was asked for since the older generation began; either way it is remembered now. */
  check(key: string): boolean {
    const hash = hashOf(key);
    if (this.recent.has(hash)) return true;
    const known = this.older.has(hash);
    this.recent.add(hash);
    if (this.recent.size >= this.capacity) {
      this.older = this.recent;
      this.recent = new Set();
    }
    return known;
  }
}

/** cyrb53: a fast 53-bit string hash, spreading short keys that differ in one character. */
function hashOf(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * What each of the server's in-process caches may hold, from the configuration (CACHE_* variables, in MB or entries).
 * A cache reads its bound when it is made, at its first use after the app is built; tests run with the defaults.
 * Together the defaults keep a server under load within about 300 MB (docs/performance.md).
 */
export interface CacheBounds {
  /** Serialised portal replies (rate searches, inquiry lists), bytes of their bodies. */
  replyBytes: number;
  /** Keys a cache that keeps only what is asked for again remembers (AskedBefore), per generation: entries. */
  askedKeys: number;
  /** Lanes' open rates kept for searches in memory, bytes as the rows take them in memory. */
  laneBytes: number;
  /** Values the kept lanes' rates share (names, charges, dates read once for all): bytes. */
  sharedValueBytes: number;
  /** Rate rows as one reader sees them, with their JSON: bytes. */
  rowBytes: number;
  /** Lanes whose markup rules a customer's pricing resolved, per markup book: entries. */
  laneRules: number;
  /** Parsed portal sessions: entries. */
  sessions: number;
  /** Signing keys derived from portal api secrets: entries. */
  signingKeys: number;
  /** Bearer tokens already verified: entries. */
  verifiedTokens: number;
  /** Sanitised SVG uploads served again: bytes. */
  svgBytes: number;
  /** Back-office user list pages (rows) and counts (entries). */
  userPageRows: number;
  userCounts: number;
  /** Keys of the in-process shared store (used without Redis): entries. */
  storeKeys: number;
  /** Port and station names (the whole table is kept when it has no more rows): entries. */
  portNames: number;
  /** The markup book (rules, customers' groups, exchange rates; kept when it has no more rows): entries. */
  markupBookRows: number;
}

const mb = 1024 * 1024;

export const defaultCacheBounds: CacheBounds = {
  replyBytes: 8 * mb,
  askedKeys: 20_000,
  laneBytes: 32 * mb,
  sharedValueBytes: 8 * mb,
  rowBytes: 8 * mb,
  laneRules: 20_000,
  sessions: 10_000,
  signingKeys: 10_000,
  verifiedTokens: 10_000,
  svgBytes: 32 * mb,
  userPageRows: 50_000,
  userCounts: 5000,
  storeKeys: 100_000,
  portNames: 50_000,
  markupBookRows: 100_000,
};

/** A whole number of at least zero from the environment, else `fallback`. */
function count(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`A cache bound must be a whole number of 0 or more, not ${JSON.stringify(value)}.`);
  return parsed;
}

/**
 * CACHE_REPLIES_MB, CACHE_LANES_MB, CACHE_SHARED_VALUES_MB, CACHE_ROWS_MB and CACHE_SVG_MB in MB (0 keeps nothing); CACHE_ASKED_KEYS,
 * CACHE_LANE_RULES, CACHE_SESSIONS, CACHE_SIGNING_KEYS, CACHE_VERIFIED_TOKENS, CACHE_USER_PAGE_ROWS, CACHE_USER_COUNTS,
 * CACHE_STORE_KEYS, CACHE_PORT_NAMES and CACHE_MARKUP_BOOK_ROWS in entries (at least one is kept).
 */
export function cacheBoundsFrom(env: NodeJS.ProcessEnv): CacheBounds {
  const d = defaultCacheBounds;
  return {
    replyBytes: count(env.CACHE_REPLIES_MB, d.replyBytes / mb) * mb,
    askedKeys: Math.max(1, count(env.CACHE_ASKED_KEYS, d.askedKeys)),
    laneBytes: count(env.CACHE_LANES_MB, d.laneBytes / mb) * mb,
    sharedValueBytes: count(env.CACHE_SHARED_VALUES_MB, d.sharedValueBytes / mb) * mb,
    rowBytes: count(env.CACHE_ROWS_MB, d.rowBytes / mb) * mb,
    laneRules: count(env.CACHE_LANE_RULES, d.laneRules),
    sessions: count(env.CACHE_SESSIONS, d.sessions),
    signingKeys: count(env.CACHE_SIGNING_KEYS, d.signingKeys),
    verifiedTokens: count(env.CACHE_VERIFIED_TOKENS, d.verifiedTokens),
    svgBytes: count(env.CACHE_SVG_MB, d.svgBytes / mb) * mb,
    userPageRows: count(env.CACHE_USER_PAGE_ROWS, d.userPageRows),
    userCounts: count(env.CACHE_USER_COUNTS, d.userCounts),
    storeKeys: Math.max(1, count(env.CACHE_STORE_KEYS, d.storeKeys)),
    portNames: count(env.CACHE_PORT_NAMES, d.portNames),
    markupBookRows: count(env.CACHE_MARKUP_BOOK_ROWS, d.markupBookRows),
  };
}

let bounds = defaultCacheBounds;

/** The bounds caches made from now on take (the app sets the configured ones as it is built). */
export function boundCaches(next: CacheBounds): void {
  bounds = next;
}

export const cacheBounds = (): CacheBounds => bounds;

/** A cache made at its first use, so it takes the bounds configured by then (not those at import). */
export function madeOnFirstUse<T>(make: (bounds: CacheBounds) => T): () => T {
  let made: T | undefined;
  return () => (made ??= make(bounds));
}

import Fuse from 'fuse.js';
import type { MenuEntry } from '../../router/pageRoute';

export interface SearchEntry {
  path: string;
  /** The entry's title preceded by the titles of its directories. */
  title: string[];
  entry: MenuEntry;
}

/** Every visible menu entry that leads somewhere (directories marked noRedirect are only passed through). */
export function searchPool(entries: readonly MenuEntry[], parentTitles: string[] = []): SearchEntry[] {
  return entries
    .filter((entry) => !entry.hidden)
    .flatMap((entry) => {
      const title = entry.title ? [...parentTitles, entry.title] : parentTitles;
      const own = entry.title && entry.redirect !== 'noRedirect' ? [{ path: entry.path, title, entry }] : [];
      return [...own, ...searchPool(entry.children, title)];
    });
}

/** Fuzzy search over titles (weight 0.7) and paths (weight 0.3), threshold 0.4 (design.md §2). */
export function routeSearch(pool: readonly SearchEntry[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse(pool, {
    shouldSort: true,
    threshold: 0.4,
    minMatchCharLength: 1,
    keys: [
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ],
  });
  return (query) => (query.trim() ? fuse.search(query).map((result) => result.item) : []);
}

import type { PageRoute } from '../../router/pageRoute';
import { createStore } from '../../store';
import type { VisitedView } from './visitedViews';

export const tagsStore = createStore<{ views: readonly VisitedView[] }>({ views: [] });

export function viewOf(page: PageRoute, pathname: string, search: string): VisitedView {
  const { affix, noCache, link } = page.meta;
  return { path: pathname, fullPath: pathname + search, title: page.title, meta: { affix, noCache, link } };
}

/** Affixed pages (home) always have a tab, first in line. */
export function ensureAffixed(pages: readonly PageRoute[]): void {
  const affixed = pages.filter((p) => p.meta.affix && !p.path.includes(':')).map((p) => viewOf(p, p.path, ''));
  tagsStore.set((s) => ({ views: [...affixed, ...s.views.filter((v) => !v.meta.affix && !affixed.some((a) => a.path === v.path))] }));
}

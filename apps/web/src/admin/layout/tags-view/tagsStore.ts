import type { PageRoute } from '../../router/pageRoute';
import { findPage } from '../../router/routeStore';
import { createStore } from '../../store';
import type { VisitedView } from './visitedViews';

export const tagsStore = createStore<{ views: readonly VisitedView[] }>({ views: [] });

export function viewOf(page: PageRoute, pathname: string, search: string): VisitedView {
  const { affix, noCache, link } = page.meta;
  return { path: pathname, fullPath: pathname + search, title: page.title, meta: { affix, noCache, link } };
}

/** Keeps the tabs in step with the pages the person may open: affixed pages first, tabs of pages no longer there dropped. */
export function syncWithPages(pages: readonly PageRoute[]): void {
  const affixed = pages.filter((p) => p.meta.affix && !p.path.includes(':')).map((p) => viewOf(p, p.path, ''));
  const isAffixed = (view: VisitedView) => affixed.some((a) => a.path === view.path);
  tagsStore.set((s) => ({ views: [...affixed, ...s.views.filter((v) => !v.meta.affix && !isAffixed(v) && findPage(pages, v.path))] }));
}

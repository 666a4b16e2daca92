import type { PageRoute } from '../../router/pageRoute';
import { findPage } from '../../router/routeStore';
import { createStore } from '../../store';
import { settingsStore } from '../settings/settingsStore';
import { readSavedTabs, savedTabsKey, tabsToSave } from './savedTabs';
import type { VisitedView } from './visitedViews';

export const tagsStore = createStore<{ views: readonly VisitedView[] }>({
  views: settingsStore.get().tagsViewPersist ? readSavedTabs(localStorage.getItem(savedTabsKey)) : [],
});

// With tabs kept across reloads (layout settings) every change is written at once; switched off, the copy goes.
const keepTabs = () => {
  if (settingsStore.get().tagsViewPersist) localStorage.setItem(savedTabsKey, tabsToSave(tagsStore.get().views));
  else localStorage.removeItem(savedTabsKey);
};
tagsStore.subscribe(keepTabs);
settingsStore.subscribe(keepTabs);

/** Pages that get a tab when visited: titled pages of the menus (not the not-found page). */
export const opensAsTab = (page: PageRoute): boolean => Boolean(page.title) && page.kind !== 'notFound';

export function viewOf(page: PageRoute, pathname: string, search: string): VisitedView {
  const { affix, noCache, link } = page.meta;
  return { path: pathname, fullPath: pathname + search, title: page.title, meta: { affix, noCache, link } };
}

/**
 * Keeps the tabs in step with the pages the person may open: affixed pages first, tabs of pages no longer
 * there dropped, the others take their page's settings (a restored tab carries none). Without pages
 * (signed out) there is nothing to check against, and the tabs stay as they are.
 */
export function syncWithPages(pages: readonly PageRoute[]): void {
  if (pages.length === 0) return;
  const affixed = pages.filter((p) => p.meta.affix && !p.path.includes(':')).map((p) => viewOf(p, p.path, ''));
  const isAffixed = (view: VisitedView) => affixed.some((a) => a.path === view.path);
  tagsStore.set((s) => ({
    views: [
      ...affixed,
      ...s.views.flatMap((v) => {
        const page = v.meta.affix || isAffixed(v) ? undefined : findPage(pages, v.path);
        return page && opensAsTab(page) ? [{ ...viewOf(page, v.path, ''), fullPath: v.fullPath }] : [];
      }),
    ],
  }));
}

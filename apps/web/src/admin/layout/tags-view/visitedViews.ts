import type { PageMeta } from '../../router/pageRoute';

/** A tab of the tags view: one visited page. */
export interface VisitedView {
  path: string;
  /** The path with its query, used to return to the page as it was. */
  fullPath: string;
  title: string;
  meta: Pick<PageMeta, 'affix' | 'noCache' | 'link'>;
}

export type CloseAction = 'current' | 'others' | 'left' | 'right' | 'all';

/** Adds a visited page once; a revisit with another query only updates where the tab leads. */
export function addView(views: readonly VisitedView[], view: VisitedView): readonly VisitedView[] {
  const index = views.findIndex((v) => v.path === view.path);
  if (index < 0) return [...views, view];
  if (views[index]!.fullPath === view.fullPath) return views;
  return views.map((v, i) => (i === index ? { ...v, fullPath: view.fullPath } : v));
}

const keep: Record<CloseAction, (views: readonly VisitedView[], target: VisitedView) => VisitedView[]> = {
  current: (views, target) => views.filter((v) => v.meta.affix || v.path !== target.path),
  others: (views, target) => views.filter((v) => v.meta.affix || v.path === target.path),
  left: (views, target) => {
    const at = views.findIndex((v) => v.path === target.path);
    return views.filter((v, i) => v.meta.affix || i >= at);
  },
  right: (views, target) => {
    const at = views.findIndex((v) => v.path === target.path);
    return views.filter((v, i) => v.meta.affix || i <= at);
  },
  all: (views) => views.filter((v) => v.meta.affix),
};

export interface CloseResult {
  views: VisitedView[];
  /** Where to go because the current page's tab was closed (or, for "others", the kept tab). */
  goTo?: string;
}

/**
 * Closes tabs around `target` (affixed tabs always stay). If the current page's tab is gone the app goes
 * to the last remaining tab, else home; closing the others opens the kept tab.
 */
export function closeViews(views: readonly VisitedView[], action: CloseAction, target: VisitedView, currentPath: string): CloseResult {
  const remaining = keep[action](views, target);
  if (action === 'others' && target.path !== currentPath) return { views: remaining, goTo: target.fullPath };
  if (remaining.some((v) => v.path === currentPath)) return { views: remaining };
  return { views: remaining, goTo: remaining.at(-1)?.fullPath ?? '/' };
}

/** Which closing actions make sense for a tab (the context menu disables the others). */
export function closableActions(views: readonly VisitedView[], target: VisitedView): Record<CloseAction, boolean> {
  const at = views.findIndex((v) => v.path === target.path);
  const closable = (v: VisitedView) => !v.meta.affix;
  return {
    current: !target.meta.affix,
    others: views.some((v, i) => i !== at && closable(v)),
    left: views.slice(0, at).some(closable),
    right: views.slice(at + 1).some(closable),
    all: views.some(closable),
  };
}

import type { VisitedView } from './visitedViews';

/** RuoYi's key for the tabs kept across reloads. */
export const savedTabsKey = 'tags-view-visited';
const maxTabs = 100;
const maxPathLength = 2048;

const inAppPath = (path: unknown): path is string =>
  typeof path === 'string' && path.length <= maxPathLength && /^\/(?![/\\])/.test(path) && !path.includes('\\');

/**
 * Reads the tabs kept by an earlier visit, dropping anything that is not a tab of an in-app page. Whether
 * the person may still open each page is checked once the menus are loaded (`syncWithPages`).
 */
export function readSavedTabs(raw: string | null): VisitedView[] {
  if (!raw) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed.slice(0, maxTabs).flatMap((item: unknown): VisitedView[] => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, fullPath, title } = item as Record<string, unknown>;
    if (!inAppPath(path) || !inAppPath(fullPath) || (fullPath !== path && !fullPath.startsWith(`${path}?`))) return [];
    return [{ path, fullPath, title: typeof title === 'string' ? title : '', meta: { affix: false, noCache: false, link: null } }];
  });
}

/** What is kept of the tabs: the closable ones, in their order (affixed tabs come back from the menus). */
export function tabsToSave(views: readonly VisitedView[]): string {
  return JSON.stringify(views.filter((v) => !v.meta.affix).map(({ path, fullPath, title }) => ({ path, fullPath, title })));
}

import { matchRoutes, type RouteObject } from 'react-router';
import { createStore } from '../store';
import type { BuiltRoutes, PageRoute } from './pageRoute';

/** The menus and pages the signed-in person may use. */
export const routeStore = createStore<BuiltRoutes>({ menus: [], pages: [] });

const matchers = new WeakMap<readonly PageRoute[], RouteObject[]>();

/** A refresh goes through /redirect/<path>; it is still the page at <path>. */
export function pagePathOf(pathname: string): string {
  return pathname.startsWith('/redirect/') ? pathname.slice('/redirect'.length) : pathname;
}

export function findPage(pages: readonly PageRoute[], pathname: string): PageRoute | undefined {
  let routes = matchers.get(pages);
  if (!routes) {
    routes = pages.map((page) => ({ path: page.path, handle: page }));
    matchers.set(pages, routes);
  }
  const matches = matchRoutes(routes, pagePathOf(pathname));
  return matches?.at(-1)?.route.handle as PageRoute | undefined;
}

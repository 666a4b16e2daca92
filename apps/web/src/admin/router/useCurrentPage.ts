import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useStore } from '../store';
import type { PageRoute } from './pageRoute';
import { findPage, routeStore } from './routeStore';

/** The page of the current location, with its title, meta and breadcrumb trail. */
export function useCurrentPage(): PageRoute | undefined {
  const { pathname } = useLocation();
  const pages = useStore(routeStore, (s) => s.pages);
  return useMemo(() => findPage(pages, pathname), [pages, pathname]);
}

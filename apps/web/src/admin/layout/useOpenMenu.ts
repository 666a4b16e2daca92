import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { MenuEntry } from '../router/pageRoute';

/** Opens a menu entry: external links in a new tab, pages with the entry's query. */
export function useOpenMenu(): (entry: MenuEntry) => void {
  const navigate = useNavigate();
  return useCallback(
    (entry) => {
      if (entry.external) {
        window.open(entry.path, '_blank', 'noopener');
        return;
      }
      navigate({ pathname: entry.path, search: entry.query ? `?${new URLSearchParams(entry.query).toString()}` : '' });
    },
    [navigate],
  );
}

import { useLocation, useNavigate } from 'react-router';
import { tagsStore } from './tagsStore';

/** Closes the current page's tab and opens another page (a "close" button that goes back to its list). */
export function useCloseTab(): (to: string) => void {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (to) => {
    tagsStore.set((s) => ({ views: s.views.filter((view) => view.path !== pathname) }));
    void navigate(to);
  };
}

import { Dropdown, Tag } from 'antd';
import type { MouseEvent } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { findPage, pagePathOf, routeStore } from '../../router/routeStore';
import { useCurrentPage } from '../../router/useCurrentPage';
import { useStore } from '../../store';
import { settingsStore } from '../settings/settingsStore';
import { syncWithPages, tagsStore, viewOf } from './tagsStore';
import { addView, closableActions, closeViews, type CloseAction, type VisitedView } from './visitedViews';

const closeActions: CloseAction[] = ['current', 'others', 'left', 'right', 'all'];

/** One tab per visited page, with a context menu to refresh or close tabs. */
export function TagsView() {
  const { t } = useTranslation('admin');
  const views = useStore(tagsStore, (s) => s.views);
  const pages = useStore(routeStore, (s) => s.pages);
  const theme = useStore(settingsStore, (s) => s.theme);
  const page = useCurrentPage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const currentPath = pagePathOf(pathname);

  useEffect(() => syncWithPages(pages), [pages]);

  useEffect(() => {
    if (page?.title && page.kind !== 'notFound') {
      tagsStore.set((s) => ({ views: addView(s.views, viewOf(page, currentPath, search)) }));
    }
  }, [page, currentPath, search]);

  const close = (action: CloseAction, target: VisitedView) => {
    const result = closeViews(tagsStore.get().views, action, target, currentPath);
    tagsStore.set({ views: result.views });
    if (result.goTo) void navigate(result.goTo);
  };

  const refresh = (view: VisitedView) => void navigate(`/redirect${view.fullPath}`, { replace: true });

  return (
    <nav className="tags-view" aria-label={t('tags.label')}>
      {views.map((view) => {
        const active = view.path === currentPath;
        const allowed = closableActions(views, view);
        return (
          <Dropdown
            key={view.path}
            trigger={['contextMenu']}
            styles={{ root: { width: 105 } }}
            menu={{
              items: [
                { key: 'refresh', label: t('tags.refresh') },
                ...closeActions.map((action) => ({ key: action, label: t(`tags.close.${action}`), disabled: !allowed[action] })),
              ],
              onClick: ({ key }) => (key === 'refresh' ? refresh(view) : close(key as CloseAction, view)),
            }}
          >
            <Tag
              className={active ? 'tags-view-item active' : 'tags-view-item'}
              color={active ? theme : undefined}
              variant={active ? 'solid' : 'outlined'}
              closable={!view.meta.affix}
              onClose={(event: MouseEvent<HTMLElement>) => {
                event.preventDefault();
                event.stopPropagation();
                close('current', view);
              }}
              onClick={() => void navigate(view.fullPath)}
            >
              {findPage(pages, view.path)?.title || view.title}
            </Tag>
          </Dropdown>
        );
      })}
    </nav>
  );
}

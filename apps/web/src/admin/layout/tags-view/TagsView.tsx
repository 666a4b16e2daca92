import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Dropdown, Tag } from 'antd';
import type { MouseEvent } from 'react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { findPage, pagePathOf, routeStore } from '../../router/routeStore';
import { useCurrentPage } from '../../router/useCurrentPage';
import { accessibleShade } from '../../../shared/theme/accessibleShades';
import { useStore } from '../../store';
import { settingsStore } from '../settings/settingsStore';
import { opensAsTab, syncWithPages, tagsStore, viewOf } from './tagsStore';
import { useTabStrip } from './useTabStrip';
import { addView, closableActions, closeViews, type CloseAction, type VisitedView } from './visitedViews';
import './tagsView.css';

const closeActions: CloseAction[] = ['current', 'others', 'left', 'right', 'all'];

/** One tab per visited page, with a context menu to refresh or close tabs; the current page's tab is always in view. */
export function TagsView() {
  const { t } = useTranslation('admin');
  const views = useStore(tagsStore, (s) => s.views);
  const pages = useStore(routeStore, (s) => s.pages);
  // The current tab is filled with the theme colour's accessible shade, under white text.
  const theme = useStore(settingsStore, (s) => accessibleShade(s.theme));
  const page = useCurrentPage();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const currentPath = pagePathOf(pathname);
  const titleOf = (view: VisitedView) => findPage(pages, view.path)?.title || view.title;
  const strip = useTabStrip(`${currentPath}\n${views.map(titleOf).join('\n')}`);

  useEffect(() => syncWithPages(pages), [pages]);

  useEffect(() => {
    if (page && opensAsTab(page)) {
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
      {strip.overflow.start && (
        <button type="button" className="tags-view-more start" aria-label={t('tags.scrollStart')} onClick={() => strip.page(-1)}>
          <LeftOutlined />
        </button>
      )}
      <div className="tags-view-strip" ref={strip.ref}>
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
                aria-current={active ? 'page' : undefined}
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
                {titleOf(view)}
              </Tag>
            </Dropdown>
          );
        })}
      </div>
      {strip.overflow.end && (
        <button type="button" className="tags-view-more end" aria-label={t('tags.scrollEnd')} onClick={() => strip.page(1)}>
          <RightOutlined />
        </button>
      )}
    </nav>
  );
}

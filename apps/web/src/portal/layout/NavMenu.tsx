import { useId, useRef } from 'react';
import { EllipsisOutlined } from '@ant-design/icons';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NavGroup } from './NavGroup';
import { isCurrent, navigation, type NavItem, type NavLinkItem, type NavMode } from './navigation';
import { useFittingCount } from './useFittingCount';
import './nav.css';

function PageLink({ item }: { item: NavLinkItem }) {
  const { t } = useTranslation();
  return (
    <NavLink to={item.path} end className="portal-nav-item">
      {t(item.label)}
    </NavLink>
  );
}

/** One destination of the row or the drawer: a link, or a group that opens its links. */
function NavEntry({ item, mode, folded }: { item: NavItem; mode: NavMode; folded: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if ('path' in item) {
    return (
      <li className={folded ? 'portal-nav-folded' : undefined}>
        <PageLink item={item} />
      </li>
    );
  }
  return (
    <NavGroup label={t(item.label)} current={isCurrent(item, pathname)} mode={mode} folded={folded}>
      {item.children.map((child) => (
        <li key={child.path}>
          <PageLink item={child} />
        </li>
      ))}
    </NavGroup>
  );
}

/** What no longer fits the header's row, listed under "more": groups become headings over their links. */
function FoldedEntry({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  const headingId = useId();
  if ('path' in item) {
    return (
      <li>
        <PageLink item={item} />
      </li>
    );
  }
  return (
    <li>
      <span id={headingId} className="portal-nav-heading">
        {t(item.label)}
      </span>
      <ul className="portal-nav-sublist" aria-labelledby={headingId}>
        {item.children.map((child) => (
          <li key={child.path}>
            <PageLink item={child} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The header's navigation. In the header's row, what does not fit folds into "more"; the current page and the
 * group holding it are highlighted (NavLink marks the page with aria-current).
 */
export function NavMenu({ mode }: { mode: NavMode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const list = useRef<HTMLUListElement>(null);
  const fitting = useFittingCount(list, navigation.length, mode === 'horizontal');
  const folded = navigation.slice(fitting);

  return (
    <nav aria-label={t('nav.label')} className={`portal-nav portal-nav-${mode}`}>
      <ul ref={list} className="portal-nav-list">
        {navigation.map((item, index) => (
          <NavEntry key={'path' in item ? item.path : item.key} item={item} mode={mode} folded={index >= fitting} />
        ))}
        {mode === 'horizontal' && (
          <NavGroup
            label={<EllipsisOutlined />}
            ariaLabel={t('nav.more')}
            current={folded.some((item) => isCurrent(item, pathname))}
            mode={mode}
            folded={folded.length === 0}
          >
            {folded.map((item) => (
              <FoldedEntry key={'path' in item ? item.path : item.key} item={item} />
            ))}
          </NavGroup>
        )}
      </ul>
    </nav>
  );
}

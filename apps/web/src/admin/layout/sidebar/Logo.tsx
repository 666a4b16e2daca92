import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function Logo({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Link to="/" className="sidebar-logo" title={t('app.title')}>
      <img src="/favicon.svg" alt="" />
      {!collapsed && <h1>{t('app.title')}</h1>}
    </Link>
  );
}

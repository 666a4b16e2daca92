import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentPage } from '../../router/useCurrentPage';
import { breadcrumbItems } from './breadcrumbItems';

export function AppBreadcrumb() {
  const { t } = useTranslation('admin');
  const page = useCurrentPage();
  const items = breadcrumbItems(page?.trail ?? [], { path: '/', title: t('menu.home') });
  return (
    <Breadcrumb
      className="app-breadcrumb"
      items={items.map((item) => ({
        key: item.key,
        title: item.to ? <Link to={item.to}>{item.title}</Link> : <span className="no-redirect">{item.title}</span>,
      }))}
    />
  );
}

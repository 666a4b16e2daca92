import { Card, Descriptions, Space, Spin, Tag, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../components/usePermission';
import { topMenus } from '../../layout/topNav';
import { routeStore } from '../../router/routeStore';
import { sessionStore } from '../../session/sessionStore';
import { useStore } from '../../store';
import { MenuTiles } from '../overview/MenuTiles';

// The dashboard brings the charting library: loaded only here, and only for those who may see it.
const Dashboard = lazy(() => import('./Dashboard'));

/** The home page: a welcome with the product title, who is signed in, the freight dashboard, and the sections they can open. */
export default function HomePage() {
  const { t } = useTranslation('admin');
  const user = useStore(sessionStore, (s) => s.user);
  const roles = useStore(sessionStore, (s) => s.roles);
  const menus = useStore(routeStore, (s) => s.menus);
  const sections = topMenus(menus).filter((entry) => entry.path !== '/');
  const { hasPermission } = usePermission();

  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Card>
        <Typography.Title level={3}>{t('app.title')}</Typography.Title>
        <Typography.Paragraph>{t('home.welcome', { name: user?.nickName || user?.userName })}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('home.intro')}</Typography.Paragraph>
        <Descriptions
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'account', label: t('home.account'), children: user?.userName },
            { key: 'dept', label: t('home.dept'), children: user?.dept?.deptName || '-' },
            { key: 'roles', label: t('home.roles'), children: roles.map((role) => <Tag key={role}>{role}</Tag>) },
          ]}
        />
      </Card>
      {hasPermission('freight:dashboard:view') && (
        <Suspense fallback={<Spin />}>
          <Dashboard />
        </Suspense>
      )}
      {sections.length > 0 && (
        <Card title={t('home.sections')}>
          <MenuTiles entries={sections} />
        </Card>
      )}
    </Space>
  );
}

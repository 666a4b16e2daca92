import { Descriptions, Space, Spin, Tag } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/components/Panel';
import { usePermission } from '../../components/usePermission';
import { topMenus } from '../../layout/topNav';
import { routeStore } from '../../router/routeStore';
import { sessionStore } from '../../session/sessionStore';
import { useStore } from '../../store';
import { MenuTiles } from '../overview/MenuTiles';
import './home.css';

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
      <Panel>
        <h3 className="home-title">{t('app.title')}</h3>
        <p>{t('home.welcome', { name: user?.nickName || user?.userName })}</p>
        <p className="home-intro">{t('home.intro')}</p>
        <Descriptions
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'account', label: t('home.account'), children: user?.userName },
            { key: 'dept', label: t('home.dept'), children: user?.dept?.deptName || '-' },
            { key: 'roles', label: t('home.roles'), children: roles.map((role) => <Tag key={role}>{role}</Tag>) },
          ]}
        />
      </Panel>
      {hasPermission('freight:dashboard:view') && (
        <Suspense fallback={<Spin />}>
          <Dashboard />
        </Suspense>
      )}
      {sections.length > 0 && (
        <Panel title={t('home.sections')}>
          <MenuTiles entries={sections} />
        </Panel>
      )}
    </Space>
  );
}

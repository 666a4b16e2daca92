import { Card, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '../../layout/sidebar/menuIcons';
import { useCurrentPage } from '../../router/useCurrentPage';
import { sessionStore } from '../../session/sessionStore';
import { useStore } from '../../store';
import { MenuTiles } from './MenuTiles';
import { permissionScope, permissionsInScope } from './permissionScope';

/**
 * The page of a menu directory, and of a menu screen whose own page is not part of the back office yet:
 * its title, the entries below it, and what the signed-in person may do there.
 */
export default function SectionOverview() {
  const { t } = useTranslation('admin');
  const page = useCurrentPage();
  const held = useStore(sessionStore, (s) => s.permissions);
  if (!page) return null;
  const entries = page.entry.children.filter((child) => !child.hidden && child.title);
  const permissions = permissionsInScope(held, permissionScope(page));

  return (
    <Card title={<Space>{menuIcon(page.entry.icon)}{page.title}</Space>}>
      {entries.length > 0 && (
        <section>
          <Typography.Title level={5}>{t('overview.entries')}</Typography.Title>
          <MenuTiles entries={entries} />
        </section>
      )}
      <section>
        <Typography.Title level={5}>{t('overview.permissions')}</Typography.Title>
        {permissions === 'all' && <Tag color="gold">{t('overview.allPermissions')}</Tag>}
        {permissions !== 'all' && permissions.length === 0 && <Typography.Text type="secondary">{t('overview.noPermissions')}</Typography.Text>}
        {permissions !== 'all' && permissions.map((permission) => <Tag key={permission}>{permission}</Tag>)}
      </section>
    </Card>
  );
}

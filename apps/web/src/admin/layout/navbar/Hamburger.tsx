import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../store';
import { appStore, toggleSidebar } from '../appStore';

export function Hamburger() {
  const { t } = useTranslation('admin');
  const opened = useStore(appStore, (s) => s.sidebar.opened);
  return (
    <Button
      type="text"
      className="hamburger"
      aria-label={t('nav.toggleSidebar')}
      icon={opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      onClick={toggleSidebar}
    />
  );
}

import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { reloadAt } from '../../feedback';
import { avatarSrc } from '../../session/avatarSrc';
import { sessionStore, signOut } from '../../session/sessionStore';
import { useStore } from '../../store';
import { changeSetting } from '../settings/settingsStore';

/** Avatar with the personal centre, layout settings and sign-out. */
export function UserMenu() {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const user = useStore(sessionStore, (s) => s.user);
  const shownName = user?.nickName || user?.userName;

  const confirmLogout = () =>
    modal.confirm({
      title: t('dialog.title'),
      content: t('logout.confirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await signOut().catch(() => undefined);
        reloadAt('/');
      },
    });

  const actions: Record<string, () => void> = {
    profile: () => void navigate('/user/profile'),
    layout: () => changeSetting('showSettings', true),
    logout: () => void confirmLogout(),
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', label: t('menu.profile') },
          { key: 'layout', label: t('nav.layoutSettings') },
          { type: 'divider' },
          { key: 'logout', label: t('nav.logout') },
        ],
        onClick: ({ key }) => actions[key]?.(),
      }}
    >
      {/* The name begins with the name shown on the button (WCAG 2.5.3), then says what the button opens. */}
      <button type="button" className="user-menu" aria-label={[shownName, t('nav.userMenu')].filter(Boolean).join(', ')}>
        <Avatar size="small" src={avatarSrc(user?.avatar)} alt="" icon={<UserOutlined />} />
        <span className="user-name">{shownName}</span>
        <DownOutlined />
      </button>
    </Dropdown>
  );
}

import { App, Button, Dropdown } from 'antd';
import { KeyOutlined, LoginOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionContext';

/** A login link for visitors; for customers, their menu with password change and log out. */
export function UserArea() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { isAnonymous, userName, signOut } = useSession();

  if (isAnonymous) {
    return (
      <Link to={`/login?redirect=${encodeURIComponent(pathname + search)}`} style={{ whiteSpace: 'nowrap' }}>
        <LoginOutlined /> {t('header.login')}
      </Link>
    );
  }

  const confirmLogout = () =>
    modal.confirm({
      title: t('logout.confirm.title'),
      content: t('logout.confirm.content'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: () => {
        signOut();
        navigate('/');
      },
    });

  const explainPasswordChange = () =>
    modal.info({ title: t('password.change.title'), content: t('password.change.content'), okText: t('common.ok') });

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'password', icon: <KeyOutlined />, label: t('header.changePassword'), onClick: explainPasswordChange },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), onClick: confirmLogout },
        ],
      }}
    >
      <Button type="text" icon={<UserOutlined />}>
        {userName ?? t('header.account')}
      </Button>
    </Dropdown>
  );
}

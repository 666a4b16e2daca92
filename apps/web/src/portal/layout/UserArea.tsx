import { DesktopOutlined, KeyOutlined, LoginOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionContext';
import { logOut } from '../session/signOn';
import { signOnConfigQuery, type SignOnConfig } from '../session/signOnConfig';
import { workbenchHref } from '../session/userInfo';
import { useFeedback } from '../providers/feedbackContext';
import { HeaderMenu } from './HeaderMenu';

/** A login link for visitors; for signed-in users their menu: workbench, password change and log out. */
export function UserArea() {
  const { t } = useTranslation();
  const { modal } = useFeedback();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  const { signedIn, user, userName } = useSession();
  const here = pathname + search;

  if (!signedIn) {
    return (
      <Link to={`/login?redirect=${encodeURIComponent(here)}`} style={{ whiteSpace: 'nowrap' }}>
        <LoginOutlined /> {t('header.login')}
      </Link>
    );
  }

  const signOnConfig = (): Promise<SignOnConfig | undefined> => client.fetchQuery(signOnConfigQuery).catch(() => undefined);

  const confirmLogout = () =>
    modal.confirm({
      title: t('logout.confirm.title'),
      content: t('logout.confirm.content'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const leaving = await logOut(await signOnConfig());
        if (!leaving) void navigate('/');
      },
    });

  // The built-in sign-on service has its own password page; a company sign-on manages passwords itself.
  const changePassword = async () => {
    const config = await signOnConfig();
    if (config?.builtIn) void navigate(`/sso/password?return=${encodeURIComponent(here)}`);
    else modal.info({ title: t('password.change.title'), content: t('password.change.content'), okText: t('common.ok') });
  };

  return (
    <HeaderMenu
      icon={<UserOutlined />}
      align="end"
      items={[
        ...(user ? [{ key: 'workbench', icon: <DesktopOutlined />, label: t('header.workbench'), href: workbenchHref(user) }] : []),
        { key: 'password', icon: <KeyOutlined />, label: t('header.changePassword'), onSelect: () => void changePassword() },
        'divider',
        { key: 'logout', icon: <LogoutOutlined />, label: t('header.logout'), onSelect: confirmLogout },
      ]}
    >
      {userName ?? t('header.account')}
    </HeaderMenu>
  );
}

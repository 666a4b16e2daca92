import { ApartmentOutlined, CalendarOutlined, MailOutlined, MobileOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Avatar, Card, Col, List, Row, Spin, Tabs, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../format';
import { avatarSrc } from '../../../../session/avatarSrc';
import { sessionStore } from '../../../../session/sessionStore';
import { useStore } from '../../../../store';
import { profileApi } from './api';
import { AvatarDialog } from './AvatarDialog';
import { ResetPasswordForm, UserInfoForm } from './ProfileForms';
import './profile.css';

const profileKey = ['system', 'user', 'profile'] as const;

/** The personal centre (/user/profile): information card with the avatar, basic information and password tabs. */
export default function ProfilePage() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const sessionAvatar = useStore(sessionStore, (s) => s.user?.avatar);
  const [avatarOpen, setAvatarOpen] = useState(false);
  const { data, isLoading } = useQuery({ queryKey: profileKey, queryFn: profileApi.get });

  if (isLoading || !data) return <Spin />;
  const user = data.data;
  const avatar = avatarSrc(sessionAvatar || user.avatar);

  const saveAvatar = async (png: Blob) => {
    const { imgUrl } = await profileApi.avatar(png);
    sessionStore.set((s) => ({ user: s.user ? { ...s.user, avatar: imgUrl } : s.user }));
    void message.success(t('avatar.saved'));
    setAvatarOpen(false);
    void queryClient.invalidateQueries({ queryKey: profileKey });
  };

  const items: { icon: ReactNode; label: string; value: ReactNode }[] = [
    { icon: <UserOutlined />, label: t('profile.userName'), value: user.userName },
    { icon: <MobileOutlined />, label: t('profile.phonenumber'), value: user.phonenumber },
    { icon: <MailOutlined />, label: t('profile.email'), value: user.email },
    { icon: <ApartmentOutlined />, label: t('profile.dept'), value: [user.dept?.deptName, data.postGroup].filter(Boolean).join(' / ') },
    { icon: <TeamOutlined />, label: t('profile.role'), value: data.roleGroup },
    { icon: <CalendarOutlined />, label: t('profile.createTime'), value: formatDateTime(user.createTime) },
  ];

  return (
    <div className="app-container profile-page">
      <Row gutter={20}>
        <Col xs={24} md={8} lg={6}>
          <Card title={t('profile.personalInfo')}>
            <div className="profile-avatar">
              <Tooltip title={t('avatar.tooltip')}>
                <button type="button" aria-label={t('avatar.tooltip')} onClick={() => setAvatarOpen(true)}>
                  <Avatar size={120} src={avatar} alt="" icon={<UserOutlined />} />
                </button>
              </Tooltip>
            </div>
            <List
              size="small"
              dataSource={items}
              renderItem={(item) => (
                <List.Item extra={<span className="profile-value">{item.value}</span>}>
                  <span>{item.icon} {item.label}</span>
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} md={16} lg={18}>
          <Card title={t('profile.basicInfo')}>
            <Tabs
              items={[
                { key: 'userinfo', label: t('profile.basicInfo'), children: <UserInfoForm user={user} onSaved={() => void queryClient.invalidateQueries({ queryKey: profileKey })} /> },
                { key: 'resetPwd', label: t('profile.resetPwd'), children: <ResetPasswordForm /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
      <AvatarDialog open={avatarOpen} current={avatar} onClose={() => setAvatarOpen(false)} onSubmit={saveAvatar} />
    </div>
  );
}

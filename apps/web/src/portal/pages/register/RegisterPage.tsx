import { Button, Result } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Customer accounts are opened through the sign-on service; this page says how. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      icon={<UserAddOutlined />}
      title={t('register.title')}
      subTitle={t('register.explain')}
      extra={[
        <Button key="login" type="primary" onClick={() => navigate('/login')}>
          {t('register.toLogin')}
        </Button>,
        <Button key="home" onClick={() => navigate('/home')}>
          {t('register.browse')}
        </Button>,
      ]}
    />
  );
}

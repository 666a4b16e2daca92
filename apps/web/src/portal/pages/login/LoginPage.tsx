import { Button, Card, Flex, Typography } from 'antd';
import { LoginOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSignIn } from '../../session/useSignIn';

/** Sign-in goes through the sign-on service; this page explains that and starts it, coming back to `redirect`. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const redirect = query.get('redirect');
  const { signIn, pending } = useSignIn();

  return (
    <Flex justify="center" style={{ padding: '64px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 460 }}>
        <Flex vertical gap={16}>
          <h1 className="portal-page-title">{t('login.title')}</h1>
          <Typography.Paragraph style={{ margin: 0 }}>{t('login.explain')}</Typography.Paragraph>
          {redirect && <Typography.Text type="secondary">{t('login.returnAfter')}</Typography.Text>}
          <Button type="primary" size="large" block icon={<LoginOutlined />} loading={pending} onClick={() => void signIn(redirect)}>
            {t('login.signOn')}
          </Button>
          <Flex justify="space-between" wrap gap={8}>
            <Link to="/register">{t('login.noAccount')}</Link>
            <Link to="/home">{t('login.browse')}</Link>
          </Flex>
        </Flex>
      </Card>
    </Flex>
  );
}

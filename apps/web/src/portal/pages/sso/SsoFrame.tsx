import { Suspense } from 'react';
import { Card, Flex, Spin, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../layout/LanguageSwitch';

/** The sign-on service's own pages: its name, a language switch, and one card in the middle of the page. */
export function SsoFrame() {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', padding: '48px 16px', background: '#f0f4fa' }}>
      <Flex justify="space-between" align="center" style={{ width: '100%', maxWidth: 420, marginBottom: 16 }}>
        <Typography.Text strong style={{ fontSize: 16 }}>
          <SafetyCertificateOutlined style={{ color: '#409EFF', marginInlineEnd: 8 }} />
          {t('sso.name')}
        </Typography.Text>
        <LanguageSwitch local />
      </Flex>
      <Card style={{ width: '100%', maxWidth: 420 }}>
        <Suspense
          fallback={
            <Flex justify="center" style={{ padding: 48 }}>
              <Spin />
            </Flex>
          }
        >
          <Outlet />
        </Suspense>
      </Card>
    </Flex>
  );
}

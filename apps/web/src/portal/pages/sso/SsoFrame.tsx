import { Suspense } from 'react';
import { Card, Flex, Spin } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../layout/LanguageSwitch';
import { MainContent } from '../../../shared/focus/MainContent';

/** The sign-on service's own pages: its name (the pages' heading), a language switch, and one card in the middle of the page (their main content). */
export function SsoFrame() {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', padding: '48px 16px', background: '#f0f4fa' }}>
      <Flex component="header" justify="space-between" align="center" style={{ width: '100%', maxWidth: 420, marginBottom: 16 }}>
        <h1 className="portal-text-strong" style={{ margin: 0, fontSize: 16 }}>
          <SafetyCertificateOutlined style={{ color: 'var(--ant-color-primary)', marginInlineEnd: 8 }} />
          {t('sso.name')}
        </h1>
        <LanguageSwitch local />
      </Flex>
      <MainContent style={{ width: '100%', maxWidth: 420 }}>
        <Card>
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
      </MainContent>
    </Flex>
  );
}

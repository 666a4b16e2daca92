import { Suspense } from 'react';
import { Flex, Layout, Spin } from 'antd';
import { Outlet } from 'react-router';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';

/** Every portal page: header on top, the page, the footer. Pages load on demand. */
export function PortalLayout() {
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <PortalHeader />
      <Layout.Content>
        <Suspense
          fallback={
            <Flex justify="center" style={{ padding: 96 }}>
              <Spin size="large" />
            </Flex>
          }
        >
          <Outlet />
        </Suspense>
      </Layout.Content>
      <PortalFooter />
    </Layout>
  );
}

import { Suspense } from 'react';
import { Flex, Spin } from 'antd';
import { Outlet } from 'react-router';
import { PortalFooter } from './PortalFooter';
import { PortalHeader } from './PortalHeader';
import { MainContent } from '../../shared/focus/MainContent';
import './frame.css';

/** Every portal page: header on top, the page, the footer. Pages load on demand. */
export function PortalLayout() {
  return (
    <div className="portal-layout">
      <PortalHeader />
      <MainContent className="portal-content">
        <Suspense
          fallback={
            <Flex justify="center" style={{ padding: 96 }}>
              <Spin size="large" />
            </Flex>
          }
        >
          <Outlet />
        </Suspense>
      </MainContent>
      <PortalFooter />
    </div>
  );
}

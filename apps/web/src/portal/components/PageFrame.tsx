import type { ReactNode } from 'react';
import { Flex } from 'antd';

/** A page's title and body, at the portal's reading width. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1440, margin: '0 auto', padding: '24px 16px' }}>
      <h1 className="portal-page-title">{title}</h1>
      {children}
    </Flex>
  );
}

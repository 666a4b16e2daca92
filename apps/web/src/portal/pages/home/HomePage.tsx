import { useState } from 'react';
import { Card, Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { RouteSearch } from './RouteSearch';
import { networkOf, shipmentModes, type ShipmentMode } from './shipmentModes';

/** The portal's front door: choose a kind of shipment and a route, then open its rates. */
export default function HomePage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ShipmentMode>('railLcl');

  return (
    <Flex vertical gap={24} style={{ maxWidth: 1080, margin: '0 auto', padding: '48px 16px' }}>
      <Flex vertical align="center" gap={4}>
        <Typography.Title level={1} style={{ margin: 0, textAlign: 'center' }}>
          {t('home.title')}
        </Typography.Title>
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          {t('home.subtitle')}
        </Typography.Text>
      </Flex>
      <Card>
        <Tabs
          activeKey={mode}
          onChange={(key) => setMode(key as ShipmentMode)}
          items={shipmentModes.map((key) => ({ key, label: t(`mode.${key}`) }))}
        />
        <RouteSearch key={networkOf(mode)} mode={mode} />
      </Card>
    </Flex>
  );
}

import { useState } from 'react';
import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/components/Panel';
import { RouteSearch } from './RouteSearch';
import { ShipmentModeTabs } from './ShipmentModeTabs';
import { networkOf, type ShipmentMode } from './shipmentModes';
import './home.css';

/** The portal's front door: choose a kind of shipment and a route, then open its rates. */
export default function HomePage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<ShipmentMode>('railLcl');

  return (
    <Flex vertical gap={24} style={{ maxWidth: 1080, margin: '0 auto', padding: '48px 16px' }}>
      <Flex vertical align="center" gap={4}>
        <h1 className="portal-home-title">{t('home.title')}</h1>
        <p className="portal-home-subtitle">{t('home.subtitle')}</p>
      </Flex>
      <Panel>
        <ShipmentModeTabs mode={mode} onChange={setMode}>
          <RouteSearch key={networkOf(mode)} mode={mode} />
        </ShipmentModeTabs>
      </Panel>
    </Flex>
  );
}

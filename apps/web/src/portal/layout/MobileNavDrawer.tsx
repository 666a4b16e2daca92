import { Drawer } from 'antd';
import { Brand } from './Brand';
import { ExchangeRates } from './ExchangeRates';
import { NavMenu } from './NavMenu';

/** The mobile drawer: brand, the navigation as a list, today's exchange rates. */
export function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer placement="left" size={280} open={open} onClose={onClose} title={<Brand />} styles={{ body: { padding: 0 } }}>
      <NavMenu mode="inline" />
      <div style={{ padding: 16 }}>
        <ExchangeRates />
      </div>
    </Drawer>
  );
}

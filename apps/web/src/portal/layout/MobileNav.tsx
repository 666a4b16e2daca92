import { useEffect, useState } from 'react';
import { Button, Drawer } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Brand } from './Brand';
import { ExchangeRates } from './ExchangeRates';
import { NavMenu } from './NavMenu';

/** On narrow screens the navigation folds into a drawer; it closes when the route changes or the window resizes. */
export function MobileNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === pathname;

  useEffect(() => {
    const close = () => setOpenOn(undefined);
    window.addEventListener('resize', close);
    return () => window.removeEventListener('resize', close);
  }, []);

  return (
    <>
      <Button type="text" icon={<MenuOutlined />} aria-label={t('header.openMenu')} onClick={() => setOpenOn(pathname)} />
      <Drawer placement="left" size={280} open={open} onClose={() => setOpenOn(undefined)} title={<Brand />} styles={{ body: { padding: 0 } }}>
        <NavMenu mode="inline" />
        <div style={{ padding: 16 }}>
          <ExchangeRates />
        </div>
      </Drawer>
    </>
  );
}

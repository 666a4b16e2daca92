import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from 'antd';
import { MenuOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../shared/components/useOpenedOnce';

// Fetched when first opened, not with the frame.
const MobileNavDrawer = lazy(() => import('./MobileNavDrawer').then((m) => ({ default: m.MobileNavDrawer })));

/** On narrow screens the navigation folds into a drawer; it closes when the route changes or the window resizes. */
export function MobileNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string>();
  const open = openOn === pathname;
  const opened = useOpenedOnce(open);

  useEffect(() => {
    const close = () => setOpenOn(undefined);
    window.addEventListener('resize', close);
    return () => window.removeEventListener('resize', close);
  }, []);

  return (
    <>
      <Button type="text" icon={<MenuOutlined />} aria-label={t('header.openMenu')} onClick={() => setOpenOn(pathname)} />
      {opened && (
        <Suspense fallback={null}>
          <MobileNavDrawer open={open} onClose={() => setOpenOn(undefined)} />
        </Suspense>
      )}
    </>
  );
}

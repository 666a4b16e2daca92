import { SearchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenedOnce } from '../../../shared/components/useOpenedOnce';

const RouteSearchDialog = lazy(() => import('./RouteSearchDialog').then((m) => ({ default: m.RouteSearchDialog })));

/** Header search: a button that opens the menu search dialog. */
export function RouteSearch() {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);

  return (
    <>
      <Tooltip title={t('nav.search')}>
        <Button type="text" aria-label={t('nav.search')} icon={<SearchOutlined />} onClick={() => setOpen(true)} />
      </Tooltip>
      {opened && (
        <Suspense fallback={null}>
          <RouteSearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

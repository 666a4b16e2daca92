import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../usePermission';
import { ImportDialog } from './ImportDialog';
import type { ImportApi } from './importApi';

/** The toolbar's import button (shown only with `permission`) and its dialog (`tip` replaces the dialog's hint). */
export function ImportButton({ permission, entity, api, onDone, tip }: { permission: string; entity: string; api: ImportApi; onDone: () => void; tip?: string }) {
  const { t } = useTranslation('admin');
  const { hasPermission } = usePermission();
  const [open, setOpen] = useState(false);
  if (!hasPermission(permission)) return null;
  return (
    <>
      <Button color="cyan" variant="outlined" icon={<UploadOutlined />} onClick={() => setOpen(true)}>{t('freight.import')}</Button>
      <ImportDialog open={open} entity={entity} api={api} onClose={() => setOpen(false)} onDone={onDone} tip={tip} />
    </>
  );
}

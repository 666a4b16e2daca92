import { FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../components/usePermission';
import { CarrierSheetDialog } from './CarrierSheetDialog';

/** The sea-rate toolbar's "carrier rate sheet" button (with the sea-rate import permission) and its dialog. */
export function CarrierSheetButton({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { hasPermission } = usePermission();
  const [open, setOpen] = useState(false);
  if (!hasPermission('freight:seaRate:import')) return null;
  return (
    <>
      <Button color="cyan" variant="outlined" icon={<FileExcelOutlined />} onClick={() => setOpen(true)}>{t('carrierSheet.open')}</Button>
      {open && <CarrierSheetDialog onClose={() => setOpen(false)} onDone={onDone} />}
    </>
  );
}

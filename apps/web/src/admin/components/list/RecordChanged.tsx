import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../shared/request/errors';

/** Whether a save was refused because someone else saved the record after it was read (code 409). */
export const isRecordChanged = (error: unknown) => error instanceof RequestError && error.code === 409;

/** Says the record was changed by someone else and offers to load the stored one into the form. */
export function RecordChangedAlert({ onReload }: { onReload: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Alert type="warning" showIcon title={t('list.changed')} style={{ marginBottom: 16 }}
      action={<Button size="small" onClick={onReload}>{t('list.reload')}</Button>} />
  );
}

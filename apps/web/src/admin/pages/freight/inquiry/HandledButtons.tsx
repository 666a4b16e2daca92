import { CheckOutlined, UndoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../components/usePermission';
import { deskPermissions } from './RowLinks';

/** Toolbar buttons marking the selected rail inquiries handled or open (with the handle permission). */
export function HandledButtons({ selected, onMark }: { selected: readonly number[]; onMark: (ids: readonly number[], handled: boolean) => void }) {
  const { t } = useTranslation('admin');
  const { hasPermission } = usePermission();
  if (!hasPermission(deskPermissions.handle)) return null;
  return (
    <>
      <Button type="primary" ghost icon={<CheckOutlined />} disabled={selected.length === 0} onClick={() => onMark(selected, true)}>{t('inquiryDesk.markHandled')}</Button>
      <Button icon={<UndoOutlined />} disabled={selected.length === 0} onClick={() => onMark(selected, false)}>{t('inquiryDesk.markOpen')}</Button>
    </>
  );
}

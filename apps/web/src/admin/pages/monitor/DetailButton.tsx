import { EyeOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../components/usePermission';

/** The "details" link of a log row, shown only with the log's query permission. */
export function DetailButton({ permission, onClick }: { permission: string; onClick: () => void }) {
  const { t } = useTranslation('admin');
  const { hasPermission } = usePermission();
  if (!hasPermission(permission)) return null;
  return <Button type="link" size="small" icon={<EyeOutlined />} onClick={onClick}>{t('log.detailButton')}</Button>;
}

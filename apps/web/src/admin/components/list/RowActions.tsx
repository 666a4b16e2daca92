import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../usePermission';
import './list.css';

export interface RowActionsProps {
  editPermission?: string;
  removePermission?: string;
  onEdit?: () => void;
  onDelete?: () => void;
  /** More links before edit and delete (e.g. add a child department). */
  children?: ReactNode;
}

/** The edit and delete links of one row, each shown only with its permission. */
export function RowActions({ editPermission, removePermission, onEdit, onDelete, children }: RowActionsProps) {
  const { t } = useTranslation('admin');
  const { hasPermission } = usePermission();
  return (
    <Space size={0} className="row-actions">
      {children}
      {onEdit && hasPermission(editPermission ?? '') && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={onEdit}>{t('list.edit')}</Button>
      )}
      {onDelete && hasPermission(removePermission ?? '') && (
        <Button type="link" size="small" icon={<DeleteOutlined />} onClick={onDelete}>{t('list.delete')}</Button>
      )}
    </Space>
  );
}

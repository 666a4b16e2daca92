import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RightToolbar, type ToolbarColumn } from '../RightToolbar';
import { usePermission } from '../usePermission';
import './list.css';

/** The permission each toolbar button needs; a button without one (or without its handler) is left out. */
export interface ToolbarPermissions {
  add?: string;
  edit?: string;
  remove?: string;
  export?: string;
}

export interface ListToolbarProps {
  permissions: ToolbarPermissions;
  selectedCount: number;
  onAdd?: () => void;
  /** Edits the one selected row (enabled when exactly one is selected). */
  onEdit?: () => void;
  /** Deletes the selected rows (enabled when at least one is selected). */
  onDelete?: () => void;
  onExport?: () => void;
  /** More buttons after the standard ones (refresh cache, close, expand). */
  extra?: ReactNode;
  showSearch: boolean;
  onShowSearchChange: (show: boolean) => void;
  onRefresh: () => void;
  columns?: readonly ToolbarColumn[];
  onColumnsChange?: (columns: ToolbarColumn[]) => void;
}

/** The buttons above a list: add, edit, delete, export (each only with its permission), then the table toolbar. */
export function ListToolbar({ permissions, selectedCount, onAdd, onEdit, onDelete, onExport, extra, ...right }: ListToolbarProps) {
  const { t } = useTranslation('admin');
  const { hasPermission } = usePermission();
  const may = (permission: string | undefined, handler: (() => void) | undefined): handler is () => void => Boolean(handler && hasPermission(permission ?? ''));

  return (
    <div className="list-toolbar">
      <Space wrap>
        {may(permissions.add, onAdd) && <Button type="primary" ghost icon={<PlusOutlined />} onClick={onAdd}>{t('list.add')}</Button>}
        {may(permissions.edit, onEdit) && (
          <Button color="green" variant="outlined" icon={<EditOutlined />} disabled={selectedCount !== 1} onClick={onEdit}>{t('list.edit')}</Button>
        )}
        {may(permissions.remove, onDelete) && (
          <Button danger icon={<DeleteOutlined />} disabled={selectedCount === 0} onClick={onDelete}>{t('list.delete')}</Button>
        )}
        {may(permissions.export, onExport) && (
          <Button color="orange" variant="outlined" icon={<DownloadOutlined />} onClick={onExport}>{t('list.export')}</Button>
        )}
        {extra}
      </Space>
      <RightToolbar {...right} />
    </div>
  );
}

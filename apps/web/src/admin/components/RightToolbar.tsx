import { AppstoreOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ToolbarColumn {
  key: string;
  title: string;
  visible: boolean;
}

interface RightToolbarProps {
  showSearch: boolean;
  onShowSearchChange: (show: boolean) => void;
  onRefresh: () => void;
  /** Columns the person may show or hide; without them the column button is left out. */
  columns?: readonly ToolbarColumn[];
  onColumnsChange?: (columns: ToolbarColumn[]) => void;
}

/** The table toolbar of every list screen: show/hide the search form, refresh, choose columns. */
export function RightToolbar({ showSearch, onShowSearchChange, onRefresh, columns, onColumnsChange }: RightToolbarProps) {
  const { t } = useTranslation('admin');
  // The column list stays open while columns are ticked, and closes from its button or a click elsewhere.
  const [choosing, setChoosing] = useState(false);
  const searchLabel = t(showSearch ? 'toolbar.hideSearch' : 'toolbar.showSearch');
  const toggleColumn = (key: string, visible: boolean) =>
    onColumnsChange?.((columns ?? []).map((column) => (column.key === key ? { ...column, visible } : column)));

  return (
    <Space size="small" className="right-toolbar">
      <Tooltip title={searchLabel}>
        <Button shape="circle" aria-label={searchLabel} icon={<SearchOutlined />} onClick={() => onShowSearchChange(!showSearch)} />
      </Tooltip>
      <Tooltip title={t('toolbar.refresh')}>
        <Button shape="circle" aria-label={t('toolbar.refresh')} icon={<ReloadOutlined />} onClick={onRefresh} />
      </Tooltip>
      {columns && columns.length > 0 && (
        <Dropdown
          trigger={['click']}
          open={choosing}
          onOpenChange={(open, { source }) => (source === 'trigger' || open) && setChoosing(open)}
          menu={{
            items: columns.map((column) => ({
              key: column.key,
              label: (
                <Checkbox checked={column.visible} onChange={(event) => toggleColumn(column.key, event.target.checked)}>
                  {column.title}
                </Checkbox>
              ),
            })),
          }}
        >
          <Button shape="circle" title={t('toolbar.columns')} aria-label={t('toolbar.columns')} icon={<AppstoreOutlined />} />
        </Dropdown>
      )}
    </Space>
  );
}

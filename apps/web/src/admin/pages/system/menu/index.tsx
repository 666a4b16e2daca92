import type { MenuBody } from '@freight/domain';
import { PlusOutlined, SwapOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useMemo, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import {
  buildTree, dateTimeColumn, dictColumn, DictFilter, EditDialog, ListTable, ListToolbar, RowActions, SearchForm, TextFilter, textColumn,
  useDeleteAction, useEditDialog, useListScreen, type ListColumn, type TreeNode,
} from '../../../components/list';
import { useDict } from '../../../components/useDict';
import { usePermission } from '../../../components/usePermission';
import { menuIcon } from '../../../layout/sidebar/menuIcons';
import { menuApi, type Menu } from './api';
import { MenuForm } from './MenuForm';

const permissions = { add: 'system:menu:add', edit: 'system:menu:edit', remove: 'system:menu:remove' };
const newMenu: Partial<MenuBody> = { parentId: 0, menuType: 'M', orderNum: 0, isFrame: '1', isCache: '0', visible: '0', status: '0' };

/** Menus (菜单管理): a tree table filtered by name and status, add (also below a row), edit, delete. */
export default function MenuPage() {
  const { t } = useTranslation('admin');
  const { hasPermission } = usePermission();
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const [collapsed, setCollapsed] = useState(true);
  const [expanded, setExpanded] = useState<readonly Key[] | undefined>(undefined);
  const remove = useDeleteAction({ label: t('menu.menuId'), remove: menuApi.remove, onDone: () => list.refresh() });
  const dialog = useEditDialog({
    entity: t('menu.entity'), idField: 'menuId', load: menuApi.get, add: menuApi.add, update: menuApi.update,
    defaults: newMenu, onSaved: () => list.refresh(),
  });

  const columns: ListColumn<Menu>[] = [
    textColumn('title', t('menu.menuName'), { align: 'left', width: 220 }),
    { key: 'icon', title: t('menu.icon'), dataIndex: 'icon', align: 'center', width: 80, render: (icon: string) => menuIcon(icon) },
    textColumn('orderNum', t('menu.orderNum'), { width: 80 }),
    textColumn('perms', t('menu.perms')),
    textColumn('component', t('menu.component')),
    dictColumn('status', t('common.status'), statuses),
    dateTimeColumn('createTime', t('common.createTime')),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, menu) => (
        <RowActions editPermission={permissions.edit} removePermission={permissions.remove}
          onEdit={() => dialog.openEdit(menu.menuId)} onDelete={() => remove([menu.menuId])}>
          {hasPermission(permissions.add) && menu.menuType !== 'F' && (
            <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => dialog.openAdd({ parentId: menu.menuId })}>{t('list.add')}</Button>
          )}
        </RowActions>
      ),
    },
  ];
  const list = useListScreen<Menu>({ key: 'menus', fetch: menuApi.list, rowKey: 'menuId', columns, paged: false });
  const tree = useMemo(() => buildTree(list.query.rows, 'menuId', 'parentId'), [list.query.rows]);
  const allKeys = list.query.rows.map((menu) => menu.menuId);
  const expandedKeys = collapsed && !expanded ? [] : (expanded ?? allKeys);

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <TextFilter name="menuName" label={t('menu.menuName')} />
        <DictFilter name="status" label={t('common.status')} dictType="sys_normal_disable" />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions} onAdd={() => dialog.openAdd()}
        extra={<Button icon={<SwapOutlined rotate={90} />} onClick={() => { setCollapsed(!collapsed); setExpanded(undefined); }}>{t('list.expand')}</Button>} />
      <ListTable<TreeNode<Menu>> {...list.tableProps} dataSource={tree} rowSelection={undefined}
        expandable={{ expandedRowKeys: [...expandedKeys], onExpandedRowsChange: (keys) => setExpanded(keys) }} />
      <EditDialog {...dialog.dialogProps} width={760}>
        <MenuForm />
      </EditDialog>
    </div>
  );
}

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
import { deptApi, type Dept } from './api';
import { DeptForm } from './DeptForm';

const permissions = { add: 'system:dept:add', edit: 'system:dept:edit', remove: 'system:dept:remove' };

/** Departments (部门管理): a tree table filtered by name and status, add (also below a row), edit, delete. */
export default function DeptPage() {
  const { t } = useTranslation('admin');
  const { hasPermission } = usePermission();
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const [collapsed, setCollapsed] = useState<boolean>(false);
  const [expanded, setExpanded] = useState<readonly Key[] | undefined>(undefined);
  const remove = useDeleteAction({ label: t('dept.deptId'), remove: deptApi.remove, onDone: () => list.refresh() });
  const dialog = useEditDialog({
    entity: t('dept.entity'), idField: 'deptId', load: deptApi.get, add: deptApi.add, update: deptApi.update,
    defaults: { orderNum: 0, status: '0' }, onSaved: () => list.refresh(),
  });
  const columns: ListColumn<Dept>[] = [
    textColumn('deptName', t('dept.deptName'), { align: 'left' }),
    textColumn('orderNum', t('dept.orderNum')),
    textColumn('leader', t('dept.leader')),
    dictColumn('status', t('common.status'), statuses),
    dateTimeColumn('createTime', t('common.createTime')),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, dept) => (
        <RowActions editPermission={permissions.edit} removePermission={permissions.remove}
          onEdit={() => dialog.openEdit(dept.deptId)} onDelete={dept.parentId === 0 ? undefined : () => remove([dept.deptId])}>
          {hasPermission(permissions.add) && (
            <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => dialog.openAdd({ parentId: dept.deptId })}>{t('list.add')}</Button>
          )}
        </RowActions>
      ),
    },
  ];
  const list = useListScreen<Dept>({ key: 'depts', fetch: deptApi.list, rowKey: 'deptId', columns, paged: false });
  const tree = useMemo(() => buildTree(list.query.rows, 'deptId', 'parentId'), [list.query.rows]);
  const allKeys = list.query.rows.map((dept) => dept.deptId);
  const expandedKeys = collapsed ? [] : (expanded ?? allKeys);
  const toggleAll = () => {
    setCollapsed(!collapsed);
    setExpanded(undefined);
  };

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <TextFilter name="deptName" label={t('dept.deptName')} />
        <DictFilter name="status" label={t('common.status')} dictType="sys_normal_disable" />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions} onAdd={() => dialog.openAdd({ parentId: tree[0]?.deptId })}
        extra={<Button icon={<SwapOutlined rotate={90} />} onClick={toggleAll}>{t('list.expand')}</Button>} />
      <ListTable<TreeNode<Dept>> {...list.tableProps} dataSource={tree} rowSelection={undefined}
        expandable={{ expandedRowKeys: [...expandedKeys], onExpandedRowsChange: (keys) => { setCollapsed(false); setExpanded(keys); } }} />
      <EditDialog {...dialog.dialogProps}>
        <DeptForm editingId={dialog.editingId} />
      </EditDialog>
    </div>
  );
}

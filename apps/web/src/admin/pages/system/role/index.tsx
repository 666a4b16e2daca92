import { CheckCircleOutlined, UserOutlined } from '@ant-design/icons';
import { App, Button, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DateRangeField, dateTimeColumn, DictFilter, EditDialog, ListTable, ListToolbar, Pagination, RowActions, SearchForm, TextFilter, textColumn,
  useDeleteAction, useEditDialog, useListScreen, type ListColumn,
} from '../../../components/list';
import { usePermission } from '../../../components/usePermission';
import { roleApi, type Role } from './api';
import { DataScopeDialog } from './DataScopeDialog';
import { RoleForm } from './RoleForm';
import { withAncestors } from './TreeField';

const permissions = { add: 'system:role:add', edit: 'system:role:edit', remove: 'system:role:remove', export: 'system:role:export' };
const superRole = 'admin';

/** Roles (角色管理): filters, list, add / edit with menu permissions, data scope, status switch, users, delete, export. */
export default function RolePage() {
  const { t } = useTranslation('admin');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const { hasPermission } = usePermission();
  const [scoping, setScoping] = useState<Role | null>(null);
  const remove = useDeleteAction({ label: t('role.roleId'), remove: roleApi.remove, onDone: () => list.refresh() });
  const dialog = useEditDialog({
    entity: t('role.entity'), idField: 'roleId',
    load: async (id: number) => {
      const [role, tree] = await Promise.all([roleApi.get(id), roleApi.roleMenuTree(id)]);
      return { ...role, menuIds: role.menuCheckStrictly ? withAncestors(tree.menus, tree.checkedKeys) : tree.checkedKeys };
    },
    add: roleApi.add, update: roleApi.update,
    defaults: { roleSort: 0, status: '0', menuCheckStrictly: true, menuIds: [] }, onSaved: () => list.refresh(),
  });

  const switchStatus = (role: Role, enabled: boolean) => {
    const action = t(enabled ? 'user.enable' : 'user.disable');
    modal.confirm({
      title: t('dialog.title'), content: t('role.statusConfirm', { action, name: role.roleName }), okText: t('common.confirm'), cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await roleApi.changeStatus(role.roleId, enabled ? '0' : '1');
        } catch {
          return;
        }
        void message.success(t('user.statusDone', { action }));
        list.refresh();
      },
    });
  };

  const columns: ListColumn<Role>[] = [
    textColumn('roleId', t('role.roleId')),
    textColumn('roleName', t('role.roleName')),
    textColumn('roleKey', t('role.roleKey')),
    textColumn('roleSort', t('role.roleSort')),
    {
      key: 'status', title: t('common.status'), dataIndex: 'status', align: 'center',
      render: (status: string, role) => (
        <Switch size="small" checked={status === '0'} aria-label={`${t('common.status')} ${role.roleName}`}
          disabled={role.roleKey === superRole || !hasPermission(permissions.edit)} onChange={(on) => switchStatus(role, on)} />
      ),
    },
    dateTimeColumn('createTime', t('common.createTime')),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, role) => role.roleKey === superRole ? null : (
        <RowActions editPermission={permissions.edit} removePermission={permissions.remove}
          onEdit={() => dialog.openEdit(role.roleId)} onDelete={() => remove([role.roleId])}>
          {hasPermission(permissions.edit) && (
            <>
              <Button type="link" size="small" icon={<CheckCircleOutlined />} onClick={() => setScoping(role)}>{t('role.scopeTitle')}</Button>
              <Button type="link" size="small" icon={<UserOutlined />} onClick={() => void navigate(`/system/role-auth/user/${role.roleId}`)}>{t('role.authUser')}</Button>
            </>
          )}
        </RowActions>
      ),
    },
  ];
  const list = useListScreen<Role>({ key: 'roles', fetch: roleApi.list, rowKey: 'roleId', columns, recent: true });

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <TextFilter name="roleName" label={t('role.roleName')} />
        <TextFilter name="roleKey" label={t('role.roleKey')} />
        <DictFilter name="status" label={t('common.status')} dictType="sys_normal_disable" />
        <DateRangeField />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions}
        onAdd={() => dialog.openAdd()} onEdit={() => dialog.openEdit(list.selection.ids[0]!)}
        onDelete={() => remove(list.selection.ids)} onExport={() => void roleApi.exportFile(list.query.params)} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <EditDialog {...dialog.dialogProps}>
        <RoleForm />
      </EditDialog>
      <DataScopeDialog role={scoping} onClose={() => setScoping(null)} onSaved={() => { setScoping(null); list.refresh(); }} />
    </div>
  );
}

import { KeyOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Col, Form, Input, Row, Switch, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  DateRangeField, dateTimeColumn, DictFilter, EditDialog, ListTable, ListToolbar, Pagination, RowActions, SearchForm, TextFilter, textColumn,
  useDeleteAction, useEditDialog, useListScreen, type ListColumn,
} from '../../../components/list';
import { ImportButton } from '../../../components/import';
import { usePermission } from '../../../components/usePermission';
import { userApi, userImportApi, type DeptNode, type User } from './api';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserForm } from './UserForm';

const permissions = {
  add: 'system:user:add', edit: 'system:user:edit', remove: 'system:user:remove', export: 'system:user:export', resetPwd: 'system:user:resetPwd',
};
const adminUserId = 1;

/** The department tree with only the branches whose names contain the text. */
function filterTree(nodes: readonly DeptNode[], text: string): DeptNode[] {
  if (!text) return [...nodes];
  return nodes.flatMap((node) => {
    const children = filterTree(node.children ?? [], text);
    return node.label.includes(text) || children.length ? [{ ...node, children }] : [];
  });
}
type TreeData = { key: number; title: string; children?: TreeData[] };
const toTreeData = (nodes: readonly DeptNode[]): TreeData[] => nodes.map((n) => ({ key: n.id, title: n.label, children: n.children && toTreeData(n.children) }));

/** Users (用户管理): department tree beside the list, filters, add / edit, delete, password reset, status switch, roles, export. */
export default function UserPage() {
  const { t } = useTranslation('admin');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const { hasPermission } = usePermission();
  const [deptFilter, setDeptFilter] = useState('');
  const [resetting, setResetting] = useState<User | null>(null);
  const depts = useQuery({ queryKey: ['user-dept-tree'], queryFn: userApi.deptTree });
  const tree = useMemo(() => toTreeData(filterTree(depts.data ?? [], deptFilter)), [depts.data, deptFilter]);

  const remove = useDeleteAction({ label: t('user.userId'), remove: userApi.remove, onDone: () => list.refresh() });
  const dialog = useEditDialog({
    entity: t('user.entity'), idField: 'userId', load: userApi.get, add: userApi.add, update: userApi.update,
    defaults: { sex: '0', status: '0', postIds: [], roleIds: [] }, onSaved: () => list.refresh(),
  });

  const switchStatus = (user: User, enabled: boolean) => {
    const action = t(enabled ? 'user.enable' : 'user.disable');
    modal.confirm({
      title: t('dialog.title'),
      content: t('user.statusConfirm', { action, name: user.userName }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await userApi.changeStatus(user.userId, enabled ? '0' : '1');
        } catch {
          return;
        }
        void message.success(t('user.statusDone', { action }));
        list.refresh();
      },
    });
  };

  const columns: ListColumn<User>[] = [
    textColumn('userId', t('user.userId')),
    textColumn('userName', t('user.userName')),
    textColumn('nickName', t('user.nickName')),
    textColumn('deptName', t('user.deptName')),
    textColumn('phonenumber', t('user.phonenumber'), { width: 120 }),
    {
      key: 'status', title: t('common.status'), dataIndex: 'status', align: 'center',
      render: (status: string, user) => (
        <Switch size="small" checked={status === '0'} aria-label={`${t('common.status')} ${user.userName}`}
          disabled={user.userId === adminUserId || !hasPermission(permissions.edit)} onChange={(on) => switchStatus(user, on)} />
      ),
    },
    dateTimeColumn('createTime', t('common.createTime')),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, user) => user.userId === adminUserId ? null : (
        <RowActions editPermission={permissions.edit} removePermission={permissions.remove}
          onEdit={() => dialog.openEdit(user.userId)} onDelete={() => remove([user.userId])}>
          {hasPermission(permissions.resetPwd) && (
            <Button type="link" size="small" icon={<KeyOutlined />} onClick={() => setResetting(user)}>{t('user.resetPwd')}</Button>
          )}
          {hasPermission(permissions.edit) && (
            <Button type="link" size="small" icon={<UserSwitchOutlined />} onClick={() => void navigate(`/system/user-auth/role/${user.userId}`)}>{t('user.authRole')}</Button>
          )}
        </RowActions>
      ),
    },
  ];
  const list = useListScreen<User>({ key: 'users', fetch: userApi.list, rowKey: 'userId', columns, recent: true });

  const searchForm = list.searchProps.form;
  const chooseDept = (keys: readonly (string | number | bigint)[]) => {
    searchForm.setFieldValue('deptId', keys.length ? Number(keys[0]) : undefined);
    searchForm.submit();
  };

  return (
    <Row gutter={16}>
      <Col xs={24} md={5}>
        <Input.Search allowClear placeholder={t('user.deptSearch')} onChange={(e) => setDeptFilter(e.target.value)} style={{ marginBottom: 8 }} />
        {tree.length > 0 && <Tree treeData={tree} defaultExpandAll blockNode onSelect={chooseDept} />}
      </Col>
      <Col xs={24} md={19}>
        <div className="list-screen">
          <SearchForm {...list.searchProps}>
            <TextFilter name="userName" label={t('user.userName')} />
            <TextFilter name="phonenumber" label={t('user.phonenumber')} />
            <DictFilter name="status" label={t('common.status')} dictType="sys_normal_disable" />
            <DateRangeField />
            <Form.Item name="deptId" hidden><Input /></Form.Item>
          </SearchForm>
          <ListToolbar {...list.toolbarProps} permissions={permissions}
            onAdd={() => dialog.openAdd({ deptId: searchForm.getFieldValue('deptId') as number | undefined })} onEdit={() => dialog.openEdit(list.selection.ids[0]!)}
            onDelete={() => remove(list.selection.ids)} onExport={() => void userApi.exportFile(list.query.params)}
            extra={<ImportButton permission="system:user:import" entity={t('user.entity')} api={userImportApi} tip={t('user.importTip')} onDone={() => list.refresh()} />} />
          <ListTable {...list.tableProps} />
          <Pagination {...list.paginationProps} />
        </div>
      </Col>
      <EditDialog {...dialog.dialogProps} width={720}>
        <UserForm adding={dialog.editingId === undefined} depts={depts.data ?? []} />
      </EditDialog>
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
    </Row>
  );
}

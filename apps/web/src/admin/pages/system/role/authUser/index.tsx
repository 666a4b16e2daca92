import { CloseOutlined, PlusOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import {
  dateTimeColumn, dictColumn, ListTable, Pagination, SearchForm, TextFilter, textColumn, useListScreen, type ListColumn,
} from '../../../../components/list';
import { RightToolbar } from '../../../../components/RightToolbar';
import { usePermission } from '../../../../components/usePermission';
import { useDict } from '../../../../components/useDict';
import { roleApi, type AuthUser } from '../api';
import { SelectUserDialog } from './SelectUserDialog';

const backTo = '/system/role';

/** /system/role-auth/user/:roleId — the users holding a role: search, add users, cancel one or the selected, close. */
export default function AuthUserPage() {
  const { roleId = '' } = useParams();
  if (!/^\d+$/.test(roleId)) return <Navigate to="/404" replace />;
  return <AuthUserList roleId={Number(roleId)} />;
}

function AuthUserList({ roleId }: { roleId: number }) {
  const { t } = useTranslation('admin');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const { hasPermission } = usePermission();
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const [adding, setAdding] = useState(false);

  const confirmCancel = (content: string, cancel: () => Promise<unknown>) => {
    modal.confirm({
      title: t('dialog.title'), content, okText: t('common.confirm'), cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await cancel();
        } catch {
          return;
        }
        void message.success(t('role.cancelled'));
        list.refresh();
      },
    });
  };

  const columns: ListColumn<AuthUser>[] = [
    textColumn('userName', t('user.userName')),
    textColumn('nickName', t('user.nickName')),
    textColumn('email', t('user.email')),
    textColumn('phonenumber', t('user.phonenumber')),
    dictColumn('status', t('common.status'), statuses),
    dateTimeColumn('createTime', t('common.createTime')),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, user) => hasPermission('system:role:remove') && (
        <Button type="link" size="small" icon={<UserDeleteOutlined />}
          onClick={() => confirmCancel(t('role.confirmCancel', { name: user.userName }), () => roleApi.cancel(roleId, user.userId))}>{t('role.cancelAuth')}</Button>
      ),
    },
  ];
  const list = useListScreen<AuthUser>({ key: `role-allocated-${roleId}`, fetch: (params) => roleApi.allocatedList({ ...params, roleId }), rowKey: 'userId', columns });
  const selected = list.selection.ids;

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <TextFilter name="userName" label={t('user.userName')} />
        <TextFilter name="phonenumber" label={t('user.phonenumber')} />
      </SearchForm>
      <div className="list-toolbar">
        <Space wrap>
          {hasPermission('system:role:add') && <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setAdding(true)}>{t('role.addUsers')}</Button>}
          {hasPermission('system:role:remove') && (
            <Button danger icon={<UserDeleteOutlined />} disabled={selected.length === 0}
              onClick={() => confirmCancel(t('role.confirmCancelAll'), () => roleApi.cancelAll(roleId, selected))}>{t('role.cancelAuthSelected')}</Button>
          )}
          <Button color="orange" variant="outlined" icon={<CloseOutlined />} onClick={() => void navigate(backTo)}>{t('list.close')}</Button>
        </Space>
        <RightToolbar showSearch={list.toolbarProps.showSearch} onShowSearchChange={list.toolbarProps.onShowSearchChange} onRefresh={list.refresh} />
      </div>
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <SelectUserDialog roleId={roleId} open={adding} onClose={() => setAdding(false)} onDone={() => { setAdding(false); list.refresh(); }} />
    </div>
  );
}

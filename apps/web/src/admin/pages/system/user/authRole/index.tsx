import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Space, Spin, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { formatDateTime } from '../../../../format';
import { userApi, type RoleOption } from '../api';

const backTo = '/system/user';

/** /system/user-auth/role/:userId — the roles of one user: all assignable roles, the held ones ticked; saved as a comma-joined list. */
export default function AuthRolePage() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { userId = '' } = useParams();
  const valid = /^\d+$/.test(userId);
  const auth = useQuery({ queryKey: ['user-auth-role', userId], queryFn: () => userApi.authRole(Number(userId)), enabled: valid });
  const [selected, setSelected] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (auth.data) setSelected(auth.data.roles.filter((r) => r.flag).map((r) => r.roleId));
  }, [auth.data]);

  if (!valid || auth.isError) return <Navigate to="/404" replace />;
  if (!auth.data) return <Spin className="page-loading" />;
  const { user, roles } = auth.data;

  const submit = async () => {
    setSaving(true);
    try {
      await userApi.saveAuthRole(user.userId, selected);
      void message.success(t('user.authorised'));
      void navigate(backTo);
    } catch {
      // The request client has shown the refusal.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Card title={t('user.basicInfo')} size="small">
        <Descriptions column={2} items={[
          { key: 'nickName', label: t('user.nickName'), children: user.nickName },
          { key: 'userName', label: t('user.userName'), children: user.userName },
        ]} />
      </Card>
      <Card title={t('user.roleInfo')} size="small">
        <Table<RoleOption> rowKey="roleId" size="small" dataSource={roles} pagination={{ pageSize: 10, hideOnSinglePage: true }}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)), getCheckboxProps: (r) => ({ disabled: r.status === '1', 'aria-label': r.roleName }) }}
          onRow={(role) => ({ onClick: () => setSelected((s) => (s.includes(role.roleId) ? s.filter((id) => id !== role.roleId) : [...s, role.roleId])) })}
          columns={[
            { key: 'index', title: '#', align: 'center', width: 60, render: (_, __, i) => i + 1 },
            { key: 'roleId', dataIndex: 'roleId', title: t('role.roleId'), align: 'center' },
            { key: 'roleName', dataIndex: 'roleName', title: t('role.roleName'), align: 'center' },
            { key: 'roleKey', dataIndex: 'roleKey', title: t('role.roleKey'), align: 'center' },
            { key: 'createTime', dataIndex: 'createTime', title: t('common.createTime'), align: 'center', render: (v: string) => formatDateTime(v) },
          ]} />
        <Space style={{ marginTop: 16, display: 'flex', justifyContent: 'center' }}>
          <Button type="primary" loading={saving} onClick={() => void submit()}>{t('user.submit')}</Button>
          <Button onClick={() => void navigate(backTo)}>{t('common.back')}</Button>
        </Space>
      </Card>
    </Space>
  );
}

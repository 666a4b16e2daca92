import { ResetPasswordBody, type CustomerUserBody } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Drawer, Form, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictColumn, EditDialog, listLayout, useDeleteAction, useEditDialog, useSchemaRules } from '../../../components/list';
import { usePermission } from '../../../components/usePermission';
import { useDict } from '../../../components/useDict';
import { formatDateTime } from '../../../format';
import { customerUserApi, type Customer, type CustomerUser } from './api';
import { CustomerUserForm } from './CustomerUserForm';

/** A customer's portal users in a drawer: add, edit, enable / disable, reset the password, delete (with confirmation). */
export function CustomerUsers({ customer, onClose }: { customer: Customer | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const { hasPermission } = usePermission();
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const [resetting, setResetting] = useState<CustomerUser | null>(null);
  const [passwordForm] = Form.useForm<{ password: string }>();
  const passwordRules = useSchemaRules(ResetPasswordBody);
  const customerId = customer?.customerId ?? 0;
  const users = useQuery({ queryKey: ['customerUsers', customerId], queryFn: () => customerUserApi.list(customerId), enabled: customerId > 0 });
  const dialog = useEditDialog<CustomerUser, CustomerUserBody>({
    entity: t('customer.userEntity'), idField: 'userId',
    load: customerUserApi.get,
    add: (body) => customerUserApi.add({ ...body, customerId }),
    update: (body) => customerUserApi.update({ ...body, customerId }),
    defaults: { status: '0' }, onSaved: () => void users.refetch(),
  });
  const remove = useDeleteAction({
    label: t('customer.userEntity'),
    remove: (ids) => customerUserApi.remove(ids[0]!),
    onDone: () => void users.refetch(),
  });
  const toggle = async (user: CustomerUser) => {
    await customerUserApi.changeStatus(user.userId, user.status === '0' ? '1' : '0');
    void message.success(t('list.updated'));
    void users.refetch();
  };
  const reset = async () => {
    const { password } = await passwordForm.validateFields();
    await customerUserApi.resetPassword(resetting!.userId, password);
    void message.success(t('list.updated'));
    setResetting(null);
  };

  return (
    <Drawer open={customer !== null} width={820} onClose={onClose} destroyOnHidden
      title={t('customer.usersOf', { name: customer?.customerLocalName ?? '' })}
      extra={hasPermission('freight:customerUser:add') && <Button type="primary" onClick={() => dialog.openAdd()}>{t('list.add')}</Button>}>
      <Table<CustomerUser> rowKey="userId" size="small" loading={users.isFetching} dataSource={users.data ?? []} pagination={false}
        {...listLayout<CustomerUser>([
          { key: 'userName', dataIndex: 'userName', title: t('user.userName') },
          { key: 'nickName', dataIndex: 'nickName', title: t('user.nickName') },
          { key: 'email', dataIndex: 'email', title: t('user.email') },
          dictColumn<CustomerUser>('status', t('common.status'), statuses),
          { key: 'loginDate', dataIndex: 'loginDate', title: t('user.loginDate'), render: (v: string | null) => formatDateTime(v) },
          {
            key: 'actions', title: t('common.actions'), render: (_, user) => (
              <Space size={0}>
                {hasPermission('freight:customerUser:edit') && (
                  <>
                    <Button type="link" size="small" onClick={() => dialog.openEdit(user.userId)}>{t('list.edit')}</Button>
                    <Button type="link" size="small" onClick={() => void toggle(user)}>{t(user.status === '0' ? 'customer.disable' : 'customer.enable')}</Button>
                  </>
                )}
                {hasPermission('freight:customerUser:resetPwd') && (
                  <Button type="link" size="small" onClick={() => { passwordForm.resetFields(); setResetting(user); }}>{t('user.resetPwd')}</Button>
                )}
                {hasPermission('freight:customerUser:remove') && (
                  <Button type="link" size="small" danger onClick={() => remove([user.userId])}>{t('list.delete')}</Button>
                )}
              </Space>
            ),
          },
        ])} />
      <EditDialog {...dialog.dialogProps}><CustomerUserForm adding={dialog.editingId === undefined} /></EditDialog>
      <Modal open={resetting !== null} title={t('user.resetPwd')} onCancel={() => setResetting(null)} onOk={() => void reset()} destroyOnHidden>
        <Form form={passwordForm} layout="vertical" initialValues={{ userId: resetting?.userId }}>
          <Form.Item name="userId" hidden><Input /></Form.Item>
          <Form.Item name="password" label={t('user.resetPwdPrompt', { name: resetting?.userName ?? '' })} rules={passwordRules('password')}>
            <Input.Password maxLength={20} />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}

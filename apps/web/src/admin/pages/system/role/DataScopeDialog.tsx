import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { roleApi, type Role } from './api';
import { TreeField } from './TreeField';

const scopes = ['1', '2', '3', '4', '5'] as const;

/** The data scope of a role; "custom" shows the department tree (PUT /system/role/dataScope). */
export function DataScopeDialog({ role, onClose, onSaved }: { role: Role | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [linked, setLinked] = useState(true);
  const scope = Form.useWatch<string | undefined>('dataScope', form);
  const tree = useQuery({ queryKey: ['role-dept-tree', role?.roleId], queryFn: () => roleApi.deptTree(role!.roleId), enabled: role !== null });
  useEffect(() => {
    if (role && tree.data) {
      form.setFieldsValue({ roleName: role.roleName, roleKey: role.roleKey, dataScope: role.dataScope, deptIds: tree.data.checkedKeys });
      setLinked(role.deptCheckStrictly);
    }
  }, [role, tree.data, form]);
  const save = async () => {
    const values = (await form.validateFields()) as { dataScope: '1' | '2' | '3' | '4' | '5'; deptIds?: number[] };
    await roleApi.dataScope({ roleId: role!.roleId, dataScope: values.dataScope, deptCheckStrictly: linked, deptIds: values.dataScope === '2' ? values.deptIds ?? [] : [] });
    void message.success(t('list.updated'));
    onSaved();
  };
  return (
    <Modal open={role !== null} title={t('role.scopeTitle')} onCancel={onClose} onOk={() => void save().catch(() => undefined)} destroyOnHidden
      okText={t('common.confirm')} cancelText={t('common.cancel')}>
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }}>
        <Form.Item name="roleName" label={t('role.roleName')}><Input disabled /></Form.Item>
        <Form.Item name="roleKey" label={t('role.roleKey')}><Input disabled /></Form.Item>
        <Form.Item name="dataScope" label={t('role.dataScope')}>
          <Select options={scopes.map((s) => ({ value: s, label: t(`role.scope.${s}`) }))} />
        </Form.Item>
        {scope === '2' && (
          <Form.Item name="deptIds" label={t('role.depts')}>
            <TreeField options={tree.data?.depts ?? []} linked={linked} onLinkedChange={setLinked} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

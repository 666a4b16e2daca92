import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRecordChanged, RecordChangedAlert } from '../../../components/list';
import { roleApi, type Role } from './api';
import { TreeField, withAncestors } from './TreeField';

const scopes = ['1', '2', '3', '4', '5'] as const;

/** The data scope of a role; "custom" shows the department tree (PUT /system/role/dataScope). */
export function DataScopeDialog({ role, onClose, onSaved }: { role: Role | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [linked, setLinked] = useState(true);
  const [reloaded, setReloaded] = useState<Role | null>(null);
  const [changed, setChanged] = useState(false);
  // The role as last read: the list's row, or the stored one read again after someone else changed it.
  const current = role && reloaded?.roleId === role.roleId && reloaded.version > role.version ? reloaded : role;
  const scope = Form.useWatch<string | undefined>('dataScope', form);
  const tree = useQuery({ queryKey: ['role-dept-tree', role?.roleId], queryFn: () => roleApi.deptTree(role!.roleId), enabled: role !== null });
  useEffect(() => {
    if (current && tree.data) {
      const deptIds = current.deptCheckStrictly ? withAncestors(tree.data.depts, tree.data.checkedKeys) : tree.data.checkedKeys;
      form.setFieldsValue({ roleName: current.roleName, roleKey: current.roleKey, dataScope: current.dataScope, deptIds });
      setLinked(current.deptCheckStrictly);
      setChanged(false);
    }
  }, [current, tree.data, form]);
  const save = async () => {
    const values = (await form.validateFields()) as { dataScope: '1' | '2' | '3' | '4' | '5'; deptIds?: number[] };
    const deptIds = values.dataScope === '2' ? values.deptIds ?? [] : [];
    try {
      await roleApi.dataScope({ roleId: current!.roleId, version: current!.version, dataScope: values.dataScope, deptCheckStrictly: linked, deptIds });
    } catch (error) {
      if (isRecordChanged(error)) setChanged(true);
      throw error;
    }
    void message.success(t('list.updated'));
    onSaved();
  };
  const reload = async () => {
    setReloaded(await roleApi.get(role!.roleId));
    await tree.refetch();
  };
  return (
    <Modal open={role !== null} title={t('role.scopeTitle')} onCancel={onClose} onOk={() => void save().catch(() => undefined)} destroyOnHidden
      okText={t('common.confirm')} cancelText={t('common.cancel')}>
      {changed && <RecordChangedAlert onReload={() => void reload().catch(() => undefined)} />}
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

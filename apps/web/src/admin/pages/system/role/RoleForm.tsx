import { RoleBody } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemarkField, StatusField, useSchemaRules } from '../../../components/list';
import { roleApi } from './api';
import { TreeField } from './TreeField';

/** The fields of the role dialog, checked by the shared RoleBody schema, with the menu permission tree. */
export function RoleForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(RoleBody);
  const form = Form.useFormInstance();
  const linked = Form.useWatch<boolean | undefined>('menuCheckStrictly', form) ?? true;
  const menus = useQuery({ queryKey: ['menu-treeselect'], queryFn: roleApi.menuTree });
  const enter = (key: string) => t('form.enter', { field: t(key) });
  return (
    <>
      <Form.Item name="roleName" label={t('role.roleName')} required rules={rules('roleName')}>
        <Input placeholder={enter('role.roleName')} maxLength={30} />
      </Form.Item>
      <Form.Item name="roleKey" label={t('role.roleKey')} required rules={rules('roleKey')}>
        <Input placeholder={enter('role.roleKey')} maxLength={100} />
      </Form.Item>
      <Form.Item name="roleSort" label={t('role.roleSort')} required rules={rules('roleSort')}>
        <InputNumber min={0} />
      </Form.Item>
      <StatusField />
      <Form.Item name="menuCheckStrictly" hidden><Input /></Form.Item>
      <Form.Item name="menuIds" label={t('role.menus')}>
        <TreeField options={menus.data ?? []} linked={linked} onLinkedChange={(on) => form.setFieldValue('menuCheckStrictly', on)} />
      </Form.Item>
      <RemarkField rules={rules} />
    </>
  );
}

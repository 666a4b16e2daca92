import { CustomerUserBody } from '@freight/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, useSchemaRules } from '../../../components/list';

/** The fields of the portal-user dialog; the account name and the password are set when adding only. */
export function CustomerUserForm({ adding }: { adding: boolean }) {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(CustomerUserBody);
  return (
    <>
      <Form.Item name="userName" label={t('user.userName')} required rules={adding ? rules('userName') : []}>
        <Input maxLength={30} disabled={!adding} />
      </Form.Item>
      <Form.Item name="nickName" label={t('user.nickName')} required rules={rules('nickName')}><Input maxLength={30} /></Form.Item>
      {adding && (
        <Form.Item name="password" label={t('user.password')} required rules={rules('password')}><Input.Password maxLength={20} /></Form.Item>
      )}
      <Form.Item name="email" label={t('user.email')} rules={rules('email')}><Input maxLength={100} /></Form.Item>
      <Form.Item name="phonenumber" label={t('user.phonenumber')} rules={rules('phonenumber')}><Input maxLength={11} /></Form.Item>
      <Form.Item name="status" label={t('common.status')}><DictRadio dictType="sys_normal_disable" /></Form.Item>
    </>
  );
}

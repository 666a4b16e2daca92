import { ResetPasswordBody } from '@freight/domain';
import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRules } from '../../../components/list';
import { userApi, type User } from './api';

/** Asks for a new password of one user (the register rule) and saves it with PUT /system/user/resetPwd. */
export function ResetPasswordDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const rules = useSchemaRules(ResetPasswordBody);
  const save = async () => {
    const { password } = await form.validateFields();
    await userApi.resetPwd(user!.userId, password);
    void message.success(t('user.resetPwdDone', { password }));
    form.resetFields();
    onClose();
  };
  return (
    <Modal open={user !== null} title={t('user.resetPwd')} onOk={() => void save().catch(() => undefined)} destroyOnHidden
      onCancel={() => { form.resetFields(); onClose(); }} okText={t('common.confirm')} cancelText={t('common.cancel')}>
      <Form form={form} layout="vertical">
        <Form.Item name="password" label={t('user.resetPwdPrompt', { name: user?.userName ?? '' })} rules={rules('password')}>
          <Input.Password maxLength={20} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

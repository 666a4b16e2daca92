import { App, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChange } from '@freight/domain';
import { zodRule } from '../../shared/forms/zodRule';
import { sessionApi } from '../session/api';
import { sessionStore } from '../session/sessionStore';
import { useStore } from '../store';

const fields = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const labels = { oldPassword: 'password.old', newPassword: 'password.new', confirmPassword: 'password.confirm' } as const;

/** A one-time, reset or too old password blocks the back office until the person chooses a new one. */
export function PasswordExpiredDialog() {
  const { t } = useTranslation(['admin', 'messages']);
  const { message } = App.useApp();
  const expired = useStore(sessionStore, (s) => s.passwordExpired === true);
  const reason = useStore(sessionStore, (s) => (s.passwordAged === true ? 'aged' : 'expired'));
  const [form] = Form.useForm<PasswordChange>();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await sessionApi.changePassword(values);
      void message.success(t('password.changed'));
      sessionStore.set({ passwordExpired: false, passwordAged: false });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={expired}
      title={t(`password.${reason}.title`)}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      okText={t('password.save')}
      confirmLoading={saving}
      cancelButtonProps={{ style: { display: 'none' } }}
      onOk={() => void save().catch(() => undefined)}
    >
      <Typography.Paragraph type="secondary">{t(`password.${reason}.hint`)}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={() => void save().catch(() => undefined)}>
        {fields.map((field) => (
          <Form.Item key={field} name={field} label={t(labels[field])} rules={[zodRule(PasswordChange, field, t)]}>
            <Input.Password autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'} onPressEnter={() => form.submit()} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}

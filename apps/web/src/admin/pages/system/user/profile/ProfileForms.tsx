import { App, Button, Form, Input, Radio, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChange, ProfileBody } from '@freight/domain';
import { zodRule } from '../../../../../shared/forms/zodRule';
import { useCloseTab } from '../../../../layout/tags-view/useCloseTab';
import { sessionApi } from '../../../../session/api';
import { sessionStore } from '../../../../session/sessionStore';
import { profileApi, type Profile } from './api';

function useClose() {
  const close = useCloseTab();
  return () => close('/index');
}

/** Nickname, mobile number, e-mail and sex; a saved nickname shows in the navbar at once. */
export function UserInfoForm({ user, onSaved }: { user: Profile; onSaved: () => void }) {
  const { t } = useTranslation(['admin', 'messages']);
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileBody>();
  const [saving, setSaving] = useState(false);
  const close = useClose();
  const rule = (field: keyof ProfileBody) => [zodRule(ProfileBody, field, t)];

  const save = async (values: ProfileBody) => {
    setSaving(true);
    try {
      await profileApi.update(values);
      void message.success(t('profile.saved'));
      sessionStore.set((s) => ({ user: s.user ? { ...s.user, nickName: values.nickName, phonenumber: values.phonenumber, email: values.email } : s.user }));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} labelCol={{ flex: '90px' }} initialValues={{ nickName: user.nickName, phonenumber: user.phonenumber ?? '', email: user.email ?? '', sex: user.sex ?? '0' }}
      onFinish={(values) => void save(values).catch(() => undefined)}>
      <Form.Item name="nickName" label={t('profile.nickName')} rules={rule('nickName')} required>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="phonenumber" label={t('profile.phonenumber')} rules={rule('phonenumber')}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="email" label={t('profile.email')} rules={rule('email')}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="sex" label={t('profile.sex')}>
        <Radio.Group options={[{ value: '0', label: t('profile.male') }, { value: '1', label: t('profile.female') }]} />
      </Form.Item>
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>{t('profile.save')}</Button>
          <Button danger onClick={close}>{t('profile.close')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

const passwordFields = ['oldPassword', 'newPassword', 'confirmPassword'] as const;
const passwordLabels = { oldPassword: 'password.old', newPassword: 'password.new', confirmPassword: 'password.confirm' } as const;

/** Old password, new password and its confirmation, checked by the shared PasswordChange schema. */
export function ResetPasswordForm() {
  const { t } = useTranslation(['admin', 'messages']);
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordChange>();
  const [saving, setSaving] = useState(false);
  const close = useClose();

  const save = async (values: PasswordChange) => {
    setSaving(true);
    try {
      await sessionApi.changePassword(values);
      void message.success(t('password.changed'));
      form.resetFields();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} labelCol={{ flex: '90px' }} onFinish={(values) => void save(values).catch(() => undefined)}>
      {passwordFields.map((field) => (
        <Form.Item key={field} name={field} label={t(passwordLabels[field])} rules={[zodRule(PasswordChange, field, t)]} required
          dependencies={field === 'confirmPassword' ? ['newPassword'] : undefined}>
          <Input.Password autoComplete={field === 'oldPassword' ? 'current-password' : 'new-password'} maxLength={20} />
        </Form.Item>
      ))}
      <Form.Item label=" " colon={false}>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>{t('profile.save')}</Button>
          <Button danger onClick={close}>{t('profile.close')}</Button>
        </Space>
      </Form.Item>
    </Form>
  );
}

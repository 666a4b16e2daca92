import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { RegisterBody } from '@freight/domain';
import { App, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { zodRule } from '../../../shared/forms/zodRule';
import { sessionApi } from '../../session/api';
import { AuthFrame } from '../login/AuthFrame';
import { CaptchaField } from '../login/CaptchaField';
import { useCaptcha } from '../login/useCaptcha';

interface RegisterForm {
  username: string;
  password: string;
  confirmPassword: string;
  code?: string;
}

export default function RegisterPage() {
  const { t } = useTranslation(['admin', 'messages']);
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const captcha = useCaptcha();
  const [loading, setLoading] = useState(false);

  const submit = async (form: RegisterForm) => {
    setLoading(true);
    try {
      await sessionApi.register({ ...form, uuid: captcha.uuid });
      modal.success({
        title: t('dialog.title'),
        content: t('messages:register.success', { name: form.username }),
        okText: t('common.confirm'),
        onOk: () => void navigate('/login'),
      });
    } catch {
      if (captcha.enabled) captcha.refresh();
    } finally {
      setLoading(false);
    }
  };

  return (
    <AuthFrame>
      <Form<RegisterForm> name="register" onFinish={submit} size="large">
        <Form.Item name="username" rules={[zodRule(RegisterBody, 'username', t)]}>
          <Input autoComplete="username" prefix={<UserOutlined />} placeholder={t('login.username')} />
        </Form.Item>
        <Form.Item name="password" rules={[zodRule(RegisterBody, 'password', t)]}>
          <Input.Password autoComplete="new-password" prefix={<LockOutlined />} placeholder={t('login.password')} />
        </Form.Item>
        <Form.Item name="confirmPassword" dependencies={['password']} rules={[zodRule(RegisterBody, 'confirmPassword', t)]}>
          <Input.Password autoComplete="new-password" prefix={<LockOutlined />} placeholder={t('register.confirmPassword')} />
        </Form.Item>
        {captcha.enabled && <CaptchaField img={captcha.img} onRefresh={captcha.refresh} />}
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading}>
            {t(loading ? 'register.submitting' : 'register.submit')}
          </Button>
        </Form.Item>
        <Form.Item className="auth-switch">
          <Link to="/login">{t('register.toLogin')}</Link>
        </Form.Item>
      </Form>
    </AuthFrame>
  );
}

import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LoginBody } from '@freight/domain';
import { Button, Checkbox, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { zodRule } from '../../../shared/forms/zodRule';
import { sessionApi } from '../../session/api';
import { signIn } from '../../session/sessionStore';
import { AuthFrame } from './AuthFrame';
import { CaptchaField } from './CaptchaField';
import { rememberedLogin, rememberLogin } from './rememberedLogin';
import { useCaptcha } from './useCaptcha';

interface LoginForm {
  username: string;
  password: string;
  code?: string;
  rememberMe: boolean;
}

/** Sign-in; on success the login route's guard (GuestOnly) takes the person on. */
export default function LoginPage() {
  const { t } = useTranslation(['admin', 'messages']);
  const captcha = useCaptcha();
  const [loading, setLoading] = useState(false);
  const [initial] = useState(rememberedLogin);

  const submit = async ({ username, password, code, rememberMe }: LoginForm) => {
    setLoading(true);
    rememberLogin(rememberMe ? username : undefined);
    try {
      const reply = await sessionApi.login({ username, password, code, uuid: captcha.uuid });
      signIn(reply.token);
    } catch {
      setLoading(false);
      if (captcha.enabled) captcha.refresh();
    }
  };

  return (
    <AuthFrame>
      <Form<LoginForm> name="login" initialValues={initial} onFinish={submit} size="large">
        <Form.Item name="username" rules={[zodRule(LoginBody, 'username', t)]}>
          <Input autoComplete="username" prefix={<UserOutlined />} placeholder={t('login.username')} />
        </Form.Item>
        <Form.Item name="password" rules={[zodRule(LoginBody, 'password', t)]}>
          <Input.Password autoComplete="current-password" prefix={<LockOutlined />} placeholder={t('login.password')} />
        </Form.Item>
        {captcha.enabled && <CaptchaField img={captcha.img} onRefresh={captcha.refresh} />}
        <div className="auth-actions">
          <Form.Item name="rememberMe" valuePropName="checked">
            <Checkbox>{t('login.rememberMe')}</Checkbox>
          </Form.Item>
          {captcha.registerEnabled && (
            <Form.Item>
              <Link to="/register">{t('login.toRegister')}</Link>
            </Form.Item>
          )}
        </div>
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={loading}>
            {t(loading ? 'login.submitting' : 'login.submit')}
          </Button>
        </Form.Item>
      </Form>
    </AuthFrame>
  );
}

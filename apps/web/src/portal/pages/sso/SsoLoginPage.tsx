import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoginBody } from '@freight/domain';
import { languageFromTag } from '../../../shared/gateway/locale';
import { changeLanguage } from '../../../shared/i18n';
import { codeMessage } from '../../../shared/request/errors';
import { browser } from '../../session/browser';
import { ssoApi } from './api';
import { zodRule } from '../../../shared/forms/zodRule';
import { captchaPicture } from '../../../shared/captchaPicture';

interface LoginForm {
  username: string;
  password: string;
  code?: string;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The built-in sign-on service's login page (/sso/login?uid=<uid>). The service sends browsers here while it
 * handles a sign-in request; a correct account sends them on to where the service says (back to the portal).
 */
export default function SsoLoginPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const uid = query.get('uid') ?? '';
  const [form] = Form.useForm<LoginForm>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const details = useQuery({
    queryKey: ['sso', 'interaction', uid],
    queryFn: () => ssoApi.details(uid),
    enabled: uid !== '',
    retry: false,
    staleTime: Infinity,
  });
  const request = details.data?.code === 200 ? details.data.data : undefined;

  const captcha = useQuery({
    queryKey: ['sso', 'captcha', uid],
    queryFn: ssoApi.captcha,
    enabled: request?.captchaEnabled === true,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });
  const captchaShown = request?.captchaEnabled === true && captcha.data?.captchaEnabled !== false;
  const refreshCaptcha = () => {
    form.setFieldValue('code', '');
    void captcha.refetch();
  };

  // The page speaks the language the portal asked the service for.
  const uiLanguage = languageFromTag(request?.uiLocales);
  useEffect(() => {
    if (uiLanguage) void changeLanguage(uiLanguage);
  }, [uiLanguage]);

  if (uid === '' || (details.data && details.data.code !== 200)) {
    return (
      <Result
        status="warning"
        title={t('sso.expired.title')}
        subTitle={details.data && details.data.code !== 404 ? codeMessage(details.data.code, details.data.msg) : t('sso.expired.content')}
        extra={<Link to="/">{t('error.backHome')}</Link>}
      />
    );
  }
  if (details.isError) {
    return (
      <Result
        status="error"
        title={errorText(details.error)}
        extra={<Button onClick={() => void details.refetch()}>{t('sso.retry')}</Button>}
      />
    );
  }
  if (!request) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }

  const submit = async ({ username, password, code }: LoginForm) => {
    setFailure(undefined);
    setBusy(true);
    try {
      const reply = await ssoApi.login(uid, { username, password, code: captchaShown ? code : undefined, uuid: captchaShown ? captcha.data?.uuid : undefined });
      if (reply.code === 200 && reply.data?.redirect) {
        browser.assign(reply.data.redirect);
        return;
      }
      setFailure(codeMessage(reply.code, reply.msg));
    } catch (error) {
      setFailure(errorText(error));
    }
    setBusy(false);
    if (captchaShown) refreshCaptcha();
  };

  const cancel = async () => {
    setFailure(undefined);
    try {
      const reply = await ssoApi.abort(uid);
      if (reply.code === 200 && reply.data?.redirect) browser.assign(reply.data.redirect);
      else setFailure(codeMessage(reply.code, reply.msg));
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Flex vertical gap={16}>
      <div>
        <h2 className="portal-page-title" style={{ marginBottom: 12 }}>{t('sso.login.title')}</h2>
        {request.clientName && <Typography.Text type="secondary">{t('sso.login.forClient', { client: request.clientName })}</Typography.Text>}
      </div>
      <Form<LoginForm> form={form} name="sso-login" layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item name="username" label={t('sso.login.username')} rules={[zodRule(LoginBody, 'username', t)]}>
          <Input autoComplete="username" prefix={<UserOutlined />} autoFocus />
        </Form.Item>
        <Form.Item name="password" label={t('sso.login.password')} rules={[zodRule(LoginBody, 'password', t)]}>
          <Input.Password autoComplete="current-password" prefix={<LockOutlined />} />
        </Form.Item>
        {captchaShown && (
          <Form.Item label={t('sso.login.code')} htmlFor="sso-login_code" required>
            <Flex gap={8} align="start">
              <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: t('messages:login.code.required') }]}>
                <Input id="sso-login_code" autoComplete="off" prefix={<SafetyOutlined />} style={{ flex: 1 }} />
              </Form.Item>
              <button
                type="button"
                onClick={refreshCaptcha}
                title={t('sso.login.refreshCaptcha')}
                aria-label={t('sso.login.refreshCaptcha')}
                style={{ padding: 0, border: 0, background: 'none', cursor: 'pointer', height: 32 }}
              >
                {captcha.data?.img ? <img src={captchaPicture(captcha.data.img)} alt={t('sso.login.captcha')} height={32} /> : <Spin size="small" />}
              </button>
            </Flex>
          </Form.Item>
        )}
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block size="large" loading={busy}>
          {t('sso.login.submit')}
        </Button>
      </Form>
      <Button type="link" onClick={() => void cancel()} style={{ alignSelf: 'center' }}>
        {t('sso.login.cancel')}
      </Button>
    </Flex>
  );
}

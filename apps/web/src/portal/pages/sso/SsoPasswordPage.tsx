import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Result, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PasswordChange } from '@freight/domain';
import { codeMessage } from '../../../shared/request/errors';
import { safeReturnPath } from '../../session/signOn';
import { useSignIn } from '../../session/useSignIn';
import { ssoApi } from './api';
import { zodRule } from '../../../shared/forms/zodRule';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The built-in sign-on service's password page (/sso/password?return=<portal path>). It works from the service's
 * own session: without one (code 401) it says so and offers to sign in, coming back here.
 */
export default function SsoPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const back = safeReturnPath(query.get('return'));
  const [form] = Form.useForm<PasswordChange>();
  const { signIn, pending } = useSignIn();
  const [failure, setFailure] = useState<string>();
  const [outcome, setOutcome] = useState<'done' | 'noSession'>();
  const [busy, setBusy] = useState(false);

  const account = useQuery({ queryKey: ['sso', 'account'], queryFn: ssoApi.account, retry: false, gcTime: 0 });
  const noSession = outcome === 'noSession' || account.data?.code === 401;

  if (account.isPending) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }

  if (noSession) {
    return (
      <Result
        status="warning"
        title={t('sso.password.title')}
        subTitle={t('sso.password.noSession')}
        extra={[
          <Button key="signIn" type="primary" loading={pending} onClick={() => void signIn(`/sso/password?return=${encodeURIComponent(back)}`)}>
            {t('sso.password.signIn')}
          </Button>,
          <Button key="back" onClick={() => void navigate(back)}>
            {t('sso.back')}
          </Button>,
        ]}
      />
    );
  }

  if (outcome === 'done') {
    return (
      <Result
        status="success"
        title={t('sso.password.done')}
        extra={
          <Button type="primary" onClick={() => void navigate(back)}>
            {t('sso.back')}
          </Button>
        }
      />
    );
  }

  const submit = async (values: PasswordChange) => {
    setFailure(undefined);
    setBusy(true);
    try {
      const reply = await ssoApi.changePassword(values);
      if (reply.code === 200) setOutcome('done');
      else if (reply.code === 401) setOutcome('noSession');
      else setFailure(codeMessage(reply.code, reply.msg));
    } catch (error) {
      setFailure(errorText(error));
    }
    setBusy(false);
  };

  const userName = account.data?.code === 200 ? account.data.data?.userName : undefined;

  return (
    <Flex vertical gap={16}>
      <div>
        <h2 className="portal-page-title" style={{ marginBottom: 12 }}>{t('sso.password.title')}</h2>
        {userName && <Typography.Text type="secondary">{t('sso.password.account', { name: userName })}</Typography.Text>}
      </div>
      <Form<PasswordChange> form={form} name="sso-password" layout="vertical" requiredMark={false} onFinish={submit}>
        <Form.Item name="oldPassword" label={t('sso.password.old')} rules={[zodRule(PasswordChange, 'oldPassword', t)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('sso.password.new')}
          extra={t('messages:password.new.rule')}
          rules={[zodRule(PasswordChange, 'newPassword', t)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('sso.password.confirm')}
          dependencies={['newPassword']}
          rules={[zodRule(PasswordChange, 'confirmPassword', t)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('sso.password.submit')}
          </Button>
          <Button onClick={() => void navigate(back)}>{t('common.cancel')}</Button>
        </Flex>
      </Form>
    </Flex>
  );
}

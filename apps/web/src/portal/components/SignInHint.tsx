import { Alert } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Tells a visitor what signing in adds to this page, with a way to sign in and come back. */
export function SignInHint({ text }: { text: string }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <Alert
      type="info"
      showIcon
      title={text}
      action={<Link to={`/login?redirect=${encodeURIComponent(pathname + search)}`}>{t('header.login')}</Link>}
    />
  );
}

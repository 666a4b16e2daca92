import { Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** 404: the page does not exist, with a way home. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return <Result status="404" title="404" subTitle={t('error.notFound')} extra={<Link to="/">{t('error.backHome')}</Link>} />;
}

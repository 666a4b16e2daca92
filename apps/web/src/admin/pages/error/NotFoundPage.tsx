import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export default function NotFoundPage() {
  const { t } = useTranslation('admin');
  return (
    <Result
      status="404"
      title={t('error.404.title')}
      subTitle={t('error.404.text')}
      extra={
        <Link to="/">
          <Button type="primary">{t('error.home')}</Button>
        </Link>
      }
    />
  );
}

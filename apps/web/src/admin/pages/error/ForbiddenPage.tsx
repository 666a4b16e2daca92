import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';

/** Back-office.md §2: no access; "back" goes home when the query has noGoBack, else one step back. */
export default function ForbiddenPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = () => void (params.has('noGoBack') ? navigate('/') : navigate(-1));
  return (
    <Result
      status="403"
      title={t('error.401.title')}
      subTitle={t('error.401.text')}
      extra={
        <Space>
          <Button onClick={back}>{t('common.back')}</Button>
          <Link to="/">
            <Button type="primary">{t('error.home')}</Button>
          </Link>
        </Space>
      }
    />
  );
}

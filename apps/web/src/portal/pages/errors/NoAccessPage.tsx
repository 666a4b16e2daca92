import { Button, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';

/** 401: no access. Back goes one step back, or home when the query asks not to go back (noGoBack). */
export default function NoAccessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const back = () => (query.has('noGoBack') ? navigate('/') : navigate(-1));
  return (
    <Result
      status="403"
      title="401"
      subTitle={t('error.noAccess')}
      extra={
        <Button type="primary" onClick={back}>
          {t('error.back')}
        </Button>
      }
    />
  );
}

import { Button, Card, Empty } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';

/** This week's featured rail rates (route /zxyj, open to visitors). */
export default function HotRatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <PageFrame title={t('page.hotRates')}>
      <Card>
        <Empty description={t('hotRates.none')}>
          <Button type="primary" onClick={() => navigate('/home')}>
            {t('hotRates.searchRoute')}
          </Button>
        </Empty>
      </Card>
    </PageFrame>
  );
}

import { Button, Card, Empty, Tabs } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hotRailRates, hotRailRatesKey, type RailFclRate, type RailLclRate } from '../../api/railRates';
import { useLanguage } from '../../../shared/useLanguage';
import { PageFrame } from '../../components/PageFrame';
import { SignInHint } from '../../components/SignInHint';
import { useSession } from '../../session/SessionContext';
import { railFclColumns } from '../rail-fcl/railFclColumns';
import { railLclColumns } from '../railway/railLclColumns';
import { HotRateList } from './HotRateList';

/** The featured rail rates in force, LCL and FCL (route /zxyj, open to visitors with masked prices). */
export default function HotRatesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useLanguage();
  const { isAnonymous } = useSession();
  const hot = useQuery({ queryKey: hotRailRatesKey(language), queryFn: () => hotRailRates(), retry: false });
  const lcl = hot.data?.lcl ?? [];
  const fcl = hot.data?.fcl ?? [];

  return (
    <PageFrame title={t('page.hotRates')}>
      {isAnonymous && <SignInHint text={t('rates.signInForPrices')} />}
      {hot.isSuccess && lcl.length === 0 && fcl.length === 0 ? (
        <Card>
          <Empty description={t('hotRates.none')}>
            <Button type="primary" onClick={() => navigate('/home')}>
              {t('hotRates.searchRoute')}
            </Button>
          </Empty>
        </Card>
      ) : (
        <Tabs
          items={[
            {
              key: 'lcl',
              label: `${t('mode.railLcl')} (${lcl.length})`,
              children: <HotRateList<RailLclRate> mode="railLcl" columns={railLclColumns} rows={lcl} rowKey="rwlclrateid" loading={hot.isFetching} />,
            },
            {
              key: 'fcl',
              label: `${t('mode.railFcl')} (${fcl.length})`,
              children: <HotRateList<RailFclRate> mode="railFcl" columns={railFclColumns} rows={fcl} rowKey="rwrateid" loading={hot.isFetching} />,
            },
          ]}
        />
      )}
    </PageFrame>
  );
}

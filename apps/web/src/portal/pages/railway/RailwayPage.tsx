import { Card } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { RateTable } from '../../components/RateTable';
import { SignInHint } from '../../components/SignInHint';
import { tableColumns } from '../../components/tableColumns';
import { useSession } from '../../session/SessionContext';
import { RouteSearch } from '../home/RouteSearch';
import { routeFromQuery } from '../home/searchQuery';
import { railLclColumns, type RailLclRate } from './railLclColumns';

/** Rail LCL rates between a departure station and a destination (route /railway). */
export default function RailwayPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const { isAnonymous } = useSession();
  const route = routeFromQuery(query);
  const columns = tableColumns(t, isAnonymous ? railLclColumns : [...railLclColumns, { label: 'inquiry' }]);

  return (
    <PageFrame title={t('page.railway')}>
      {isAnonymous && <SignInHint text={t('rates.signInForPrices')} />}
      <Card>
        <RouteSearch key={query.toString()} mode="railLcl" initial={route} />
      </Card>
      <RateTable<RailLclRate> columns={columns} rowKey="rwlclrateid" routeChosen={Boolean(route.pol && route.pod)} />
    </PageFrame>
  );
}

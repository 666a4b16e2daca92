import { Card } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { RateTable } from '../../components/RateTable';
import { tableColumns } from '../../components/tableColumns';
import { RouteSearch } from '../home/RouteSearch';
import { routeFromQuery } from '../home/searchQuery';
import { railFclColumns, type RailFclRate } from './railFclColumns';

/** Rail full-container (40HQ COC/SOC) rates and quotes (route /tlzxyj, signed-in customers). */
export default function RailFclPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const route = routeFromQuery(query);

  return (
    <PageFrame title={t('page.railFcl')}>
      <Card>
        <RouteSearch key={query.toString()} mode="railFcl" initial={route} />
      </Card>
      <RateTable<RailFclRate> columns={tableColumns(t, railFclColumns)} rowKey="rwrateid" routeChosen={Boolean(route.pol && route.pod)} />
    </PageFrame>
  );
}

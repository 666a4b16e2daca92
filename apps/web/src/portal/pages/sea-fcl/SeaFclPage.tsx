import { Card } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { RateTable } from '../../components/RateTable';
import { tableColumns } from '../../components/tableColumns';
import { RouteSearch } from '../home/RouteSearch';
import { routeFromQuery } from '../home/searchQuery';
import { seaFclColumns, type SeaFclRate } from './seaFclColumns';

/** Sea full-container rates by carrier and sailing (route /hyzxyj, signed-in customers). */
export default function SeaFclPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const route = routeFromQuery(query);

  return (
    <PageFrame title={t('page.seaFcl')}>
      <Card>
        <RouteSearch key={query.toString()} mode="seaFcl" initial={route} />
      </Card>
      <RateTable<SeaFclRate> columns={tableColumns(t, seaFclColumns)} rowKey="fclrateid" routeChosen={Boolean(route.pol && route.pod)} />
    </PageFrame>
  );
}

import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RailLeg } from '../../api/railRates';
import { RateTable } from '../../components/RateTable';
import { railRouteLink } from '../../components/rates/routeLink';
import { useSortCycle } from '../../components/rates/useSortCycle';
import type { ColumnSpec } from '../../components/tableColumns';
import { useSession } from '../../session/SessionContext';

interface HotRateListProps<Row> {
  mode: 'railLcl' | 'railFcl';
  columns: readonly ColumnSpec<Row>[];
  rows: readonly Row[];
  rowKey: keyof Row & string;
  loading: boolean;
}

/** Featured rail rates of one kind, sortable, each leading to every rate of its route. */
export function HotRateList<Row extends RailLeg>({ mode, columns, rows, rowKey, loading }: HotRateListProps<Row>) {
  const { t } = useTranslation();
  const { isAnonymous } = useSession();
  const { sort, toggle } = useSortCycle();
  return (
    <RateTable<Row>
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      loading={loading}
      sort={sort}
      onSort={toggle}
      actions={(row) => <Link to={railRouteLink(mode, row, isAnonymous)}>{t('rates.viewRoute')}</Link>}
    />
  );
}

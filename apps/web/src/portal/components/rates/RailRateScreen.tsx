import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RateDetailRequest } from '../../api/rateExtras';
import type { RailRateSearch } from '../../api/railRates';
import { useSession } from '../../session/SessionContext';
import { RateTable } from '../RateTable';
import type { ColumnSpec } from '../tableColumns';
import { RateDetailDialog } from './RateDetailDialog';
import { RateSearchLayout } from './RateSearchLayout';
import type { SortState } from './sortCycle';
import { chosenRoute, useRateCriteria } from './useRateCriteria';
import { useRateList } from './useRateList';
import { useSortCycle } from './useSortCycle';

interface RailRateScreenProps<Row> {
  mode: 'railLcl' | 'railFcl';
  title: string;
  fetch: (search: RailRateSearch) => Promise<{ rows: Row[] }>;
  columns: readonly ColumnSpec<Row>[];
  rowKey: keyof Row & string;
  detailRequest: (row: Row) => RateDetailRequest;
  /** The sort applied each time rates arrive; without it the server's order stays until a column is chosen. */
  initialSort?: SortState;
  /**
   * The smart-inquiry dialog of a rate (signed-in customers only): rendered with the chosen rate, or
   * undefined while closed; the screen adds the smart-inquiry button to every row.
   */
  inquiry?: (row: Row | undefined, close: () => void) => ReactNode;
}

/**
 * A rail rate page (LCL or FCL): search on opening and on demand, sort locally (a chosen sort is applied
 * again to every new result), details of a rate in a dialog.
 */
export function RailRateScreen<Row extends object>({ mode, title, fetch, columns, rowKey, detailRequest, initialSort, inquiry }: RailRateScreenProps<Row>) {
  const { t } = useTranslation();
  const { isAnonymous } = useSession();
  const { criteria, search } = useRateCriteria();
  const route = chosenRoute(criteria);
  const payload = route && { portofloadingcode: route.pol, finaldestinationcode: route.pod, etddatefrom: route.date, isAnonymous };
  const list = useRateList({ name: mode, payload, fetch, rows: (data) => data.rows });
  const { sort, toggle } = useSortCycle(initialSort, initialSort ? list.query.dataUpdatedAt : undefined);
  const [detail, setDetail] = useState<Row>();
  const [inquired, setInquired] = useState<Row>();
  const inquiring = inquiry !== undefined && !isAnonymous;
  // The smart-inquiry column (portal.md §2): in the list only, never in the detail dialog.
  const listColumns: readonly ColumnSpec<Row>[] = inquiring
    ? [...columns, { label: 'inquiry', render: (row) => (
      <Button size="small" type="primary" ghost onClick={() => setInquired(row)}>{t('column.inquiry')}</Button>
    ) }]
    : columns;

  return (
    <RateSearchLayout
      title={title}
      mode={mode}
      criteria={criteria}
      onSearch={(pol, pod, date) => {
        if (!search(pol, pod, date)) void list.query.refetch();
      }}
    >
      <RateTable<Row>
        columns={listColumns}
        rows={list.rows}
        rowKey={rowKey}
        loading={list.loading}
        routeChosen={route !== undefined}
        sort={sort}
        onSort={toggle}
        actions={(row) => (
          <Button type="link" size="small" onClick={() => setDetail(row)}>
            {t('rates.details')}
          </Button>
        )}
      />
      {inquiring && inquiry(inquired, () => setInquired(undefined))}
      <RateDetailDialog<Row> request={detail && detailRequest(detail)} columns={columns} onClose={() => setDetail(undefined)} />
    </RateSearchLayout>
  );
}

import { Suspense, useState, type ReactNode } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RateDetailRequest } from '../../api/rateExtras';
import { railRateCalls, type RailMode, type RailRateSearch } from '../../api/railRates';
import { lazyComponent } from '../../../shared/lazyComponent';
import { useSession } from '../../session/SessionContext';
import { RateTable } from '../RateTable';
import type { ColumnSpec } from '../tableColumns';
import { RateSearchLayout } from './RateSearchLayout';
import type { SortState } from './sortCycle';
import { railRateSearch } from './rateCriteria';
import { useRateCriteria } from './useRateCriteria';
import { useRateList } from './useRateList';
import { useSortCycle } from './useSortCycle';

// Dialogs load when first opened: the list by a shared link must not wait for their code.
const RateDetailDialog = lazyComponent(() => import('./RateDetailDialog').then((m) => m.RateDetailDialog));

interface RailRateScreenProps<Row> {
  /** Names the list's call (railRateCalls): LCL or FCL rates. */
  mode: RailMode;
  title: string;
  columns: readonly ColumnSpec<Row>[];
  rowKey: keyof Row & string;
  detailRequest: (row: Row) => RateDetailRequest;
  /** The sort applied each time rates arrive; without it the server's order stays until a column is chosen. */
  initialSort?: SortState;
  /**
   * The smart-inquiry dialog of a rate (signed-in customers only), rendered while a rate is chosen; the
   * screen adds the smart-inquiry button to every row's actions. May be a lazy component: the screen waits for it.
   */
  inquiry?: (row: Row, close: () => void) => ReactNode;
}

/**
 * A rail rate page (LCL or FCL): search on opening and on demand, sort locally (a chosen sort is applied
 * again to every new result), details of a rate in a dialog.
 */
export function RailRateScreen<Row extends object>({ mode, title, columns, rowKey, detailRequest, initialSort, inquiry }: RailRateScreenProps<Row>) {
  const { t } = useTranslation();
  const { isAnonymous, mayInquire } = useSession();
  const { criteria, search } = useRateCriteria();
  const payload = railRateSearch(criteria, isAnonymous);
  // The page's rows are its mode's (RailwayPage: LCL, RailFclPage: FCL).
  const fetch = railRateCalls[mode] as (search: RailRateSearch) => Promise<{ rows: Row[] }>;
  const list = useRateList({ name: mode, payload, fetch, rows: (data) => data.rows });
  const { sort, toggle } = useSortCycle(initialSort, initialSort ? list.query.dataUpdatedAt : undefined);
  const [detail, setDetail] = useState<Row>();
  const [inquired, setInquired] = useState<Row>();
  const inquiring = inquiry !== undefined && mayInquire;
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
        columns={columns}
        rows={list.rows}
        rowKey={rowKey}
        loading={list.loading}
        routeChosen={payload !== undefined}
        sort={sort}
        onSort={toggle}
        // The smart inquiry (portal.md §2) sits with the row's actions, in the list only, never in the detail dialog.
        actions={(row) => (
          <span className="rate-actions">
            {inquiring && (
              <Button size="small" type="primary" ghost onClick={() => setInquired(row)}>
                {t('column.inquiry')}
              </Button>
            )}
            <Button type="link" size="small" onClick={() => setDetail(row)}>
              {t('rates.details')}
            </Button>
          </span>
        )}
      />
      <Suspense fallback={null}>
        {inquiring && inquired && inquiry(inquired, () => setInquired(undefined))}
        {detail && <RateDetailDialog<Row> request={detailRequest(detail)} columns={columns} onClose={() => setDetail(undefined)} />}
      </Suspense>
    </RateSearchLayout>
  );
}

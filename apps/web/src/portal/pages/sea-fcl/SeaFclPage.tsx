import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../../shared/lazyComponent';
import { seaRates, type SeaRate } from '../../api/seaRates';
import { RateTable } from '../../components/RateTable';
import { RateSearchLayout } from '../../components/rates/RateSearchLayout';
import { chosenRoute } from '../../components/rates/rateCriteria';
import { useRateCriteria } from '../../components/rates/useRateCriteria';
import { useRateList } from '../../components/rates/useRateList';
import { useSession } from '../../session/SessionContext';
import { SeaFilterBar } from './SeaFilterBar';
import { SeaRateActions } from './SeaRateActions';
import { SeaRateFacts } from './SeaRateFacts';
import { seaFclColumns } from './seaFclColumns';
import { noSeaFilters, seaRateSearch } from './seaFilters';

// Dialogs load when first opened: the list by a shared link must not wait for their code.
const RateDetailDialog = lazyComponent(() => import('../../components/rates/RateDetailDialog').then((m) => m.RateDetailDialog));
const SurchargeDialog = lazyComponent(() => import('./SurchargeDialog').then((m) => m.SurchargeDialog));
const SeaInquiryDialog = lazyComponent(() => import('./SeaInquiryDialog').then((m) => m.SeaInquiryDialog));

/** Sea full-container rates by carrier and sailing (route /hyzxyj, signed-in customers), filtered and sorted on the server. */
export default function SeaFclPage() {
  const { t } = useTranslation();
  const { criteria, search } = useRateCriteria();
  const route = chosenRoute(criteria);
  const routeKey = route ? `${route.pol}|${route.pod}` : '';
  // Carrier choices belong to one lane: a new route starts with no filters.
  const [filterState, setFilterState] = useState({ routeKey, filters: noSeaFilters });
  const filters = filterState.routeKey === routeKey ? filterState.filters : noSeaFilters;
  const list = useRateList({ name: 'seaRates', payload: route && seaRateSearch(route, filters), fetch: seaRates, rows: (data) => data.rows, keepPrevious: true });
  const [detail, setDetail] = useState<SeaRate>();
  const [surchargesOf, setSurchargesOf] = useState<SeaRate>();
  const [inquiryOf, setInquiryOf] = useState<SeaRate>();
  const { mayInquire } = useSession();

  return (
    <RateSearchLayout
      title={t('page.seaFcl')}
      mode="seaFcl"
      criteria={criteria}
      searchOnEnter
      onSearch={(pol, pod, date) => {
        if (!search(pol, pod, date)) void list.query.refetch();
      }}
    >
      <RateTable<SeaRate>
        header={
          route && (
            <SeaFilterBar filters={filters} carriers={list.query.data?.carriers ?? []} onChange={(next) => setFilterState({ routeKey, filters: next })} />
          )
        }
        columns={seaFclColumns}
        rows={list.rows}
        rowKey="fclrateid"
        loading={list.loading}
        routeChosen={route !== undefined}
        actions={(row) => (
          <SeaRateActions
            rate={row}
            onDetails={() => setDetail(row)}
            onSurcharges={() => setSurchargesOf(row)}
            onInquire={mayInquire ? () => setInquiryOf(row) : undefined}
          />
        )}
      />
      <Suspense fallback={null}>
        {detail && (
          <RateDetailDialog<SeaRate>
            request={{ fclrateid: detail.fclrateid }}
            columns={seaFclColumns}
            extra={(row) => <SeaRateFacts rate={row} />}
            onClose={() => setDetail(undefined)}
          />
        )}
        {surchargesOf && <SurchargeDialog fclrateid={surchargesOf.fclrateid} onClose={() => setSurchargesOf(undefined)} />}
        {inquiryOf && <SeaInquiryDialog rate={inquiryOf} onClose={() => setInquiryOf(undefined)} />}
      </Suspense>
    </RateSearchLayout>
  );
}

import { useQuery } from '@tanstack/react-query';
import type { PriceHistoryQuery, TopLane } from '@freight/domain';
import { Empty, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/components/Panel';
import { Chart } from './Chart';
import { dashboardApi } from './dashboardApi';
import { laneName } from './TopLanesCard';

/** The lanes a price history can be drawn for: sea lanes from sea rates, rail lanes (LCL or full container) from rail LCL rates. */
function chartLanes(lanes: TopLane[]): PriceHistoryQuery[] {
  const seen = new Map<string, PriceHistoryQuery>();
  for (const lane of lanes) {
    const mode = lane.mode === 'sea' ? 'sea' : 'rail';
    seen.set(`${mode}:${laneName(lane)}`, { mode, portofloadingcode: lane.portofloadingcode, destination: lane.destination });
  }
  return [...seen.values()];
}

/** Lowest and average price by ETD week on a chosen lane. */
export function PriceHistoryCard({ lanes }: { lanes: TopLane[] }) {
  const { t } = useTranslation('admin');
  const choices = chartLanes(lanes);
  const [chosen, setChosen] = useState(0);
  const lane = choices[chosen];
  const history = useQuery({ queryKey: ['dashboard-price-history', lane], queryFn: () => dashboardApi.priceHistory(lane!), enabled: lane !== undefined });
  const points = history.data ?? [];
  const currency = points[0]?.currencycode ?? '';
  const series = [
    { name: t('dashboard.minPrice'), values: points.map((p) => p.min) },
    { name: t('dashboard.avgPrice'), values: points.map((p) => p.avg) },
  ];
  const priceKind = lane?.mode === 'sea' ? 'dashboard.seaPrice' : 'dashboard.railPrice';
  return (
    <Panel title={t('dashboard.priceHistory')} extra={choices.length > 0 && (
      <Select value={chosen} onChange={setChosen} style={{ width: 260 }} aria-label={t('dashboard.chooseLane')}
        options={choices.map((c, i) => ({ value: i, label: `${t(`dashboard.mode.${c.mode}`)} · ${laneName(c)}` }))} />
    )}>
      {lane === undefined || (!history.isFetching && points.length === 0) ? <Empty description={t('dashboard.noData')} />
        : <Spin spinning={history.isFetching}><Chart kind="lines" categories={points.map((p) => p.week)} series={series} categoryName={t('dashboard.week')} unit={currency} label={`${t(priceKind)} ${laneName(lane)}`} /></Spin>}
    </Panel>
  );
}

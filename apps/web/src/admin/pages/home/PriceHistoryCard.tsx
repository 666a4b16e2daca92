import { useQuery } from '@tanstack/react-query';
import type { PriceHistoryQuery, TopLane } from '@freight/domain';
import { Empty, Select, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/components/Panel';
import { Chart } from './Chart';
import { dashboardApi } from './dashboardApi';
import { laneName } from './TopLanesCard';

/** The top lanes a price history is drawn for, each with its own mode's rates (so it bears the name the top lanes give it). */
const chartLanes = (lanes: TopLane[]): PriceHistoryQuery[] =>
  lanes.map(({ mode, portofloadingcode, destination }) => ({ mode, portofloadingcode, destination }));

const priceKinds = { sea: 'dashboard.seaPrice', rail: 'dashboard.railPrice', fcl: 'dashboard.fclPrice' } as const;

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
  return (
    <Panel title={t('dashboard.priceHistory')} extra={choices.length > 0 && (
      <Select value={chosen} onChange={setChosen} style={{ width: 260 }} aria-label={t('dashboard.chooseLane')}
        options={choices.map((c, i) => ({ value: i, label: `${t(`dashboard.mode.${c.mode}`)} · ${laneName(c)}` }))} />
    )}>
      {lane === undefined || (!history.isFetching && points.length === 0) ? <Empty description={t('dashboard.noData')} />
        : <Spin spinning={history.isFetching}><Chart kind="lines" categories={points.map((p) => p.week)} series={series} categoryName={t('dashboard.week')} unit={currency} label={`${t(priceKinds[lane.mode])} ${laneName(lane)}`}
          legendAtRest={{ kind: 'latest' }} /></Spin>}
    </Panel>
  );
}

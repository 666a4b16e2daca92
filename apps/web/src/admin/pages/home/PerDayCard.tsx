import type { InquiriesPerDay } from '@freight/domain';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { Chart } from './Chart';

const modes = ['rail', 'fcl', 'sea'] as const;

/** Inquiries per day over the last 30 days, one stacked bar per mode. */
export function PerDayCard({ days }: { days: InquiriesPerDay[] }) {
  const { t } = useTranslation('admin');
  const option = {
    tooltip: { trigger: 'axis' },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 24 },
    xAxis: { type: 'category', data: days.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: modes.map((mode) => ({ name: t(`dashboard.mode.${mode}`), type: 'bar', stack: 'inquiries', data: days.map((d) => d[mode]) })),
  };
  return <Card title={t('dashboard.perDay')}><Chart option={option} label={t('dashboard.perDay')} /></Card>;
}

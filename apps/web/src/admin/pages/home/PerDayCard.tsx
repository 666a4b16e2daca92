import type { InquiriesPerDay } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../shared/components/Panel';
import { Chart } from './Chart';

const modes = ['rail', 'fcl', 'sea'] as const;

/** Inquiries per day over the last 30 days, one stacked bar per mode. */
export function PerDayCard({ days }: { days: InquiriesPerDay[] }) {
  const { t } = useTranslation('admin');
  const series = modes.map((mode) => ({ name: t(`dashboard.mode.${mode}`), values: days.map((d) => d[mode]) }));
  const categories = days.map((d) => d.day.slice(5));
  return <Panel title={t('dashboard.perDay')}><Chart kind="stackedBars" categories={categories} series={series} categoryName={t('dashboard.day')} label={t('dashboard.perDay')}
    legendAtRest={{ kind: 'total', restLabel: t('dashboard.last30Days') }} /></Panel>;
}

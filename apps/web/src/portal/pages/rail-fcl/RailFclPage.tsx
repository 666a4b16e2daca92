import { useTranslation } from 'react-i18next';
import type { RailFclRate } from '../../api/railRates';
import { lazyComponent } from '../../../shared/lazyComponent';
import { RailRateScreen } from '../../components/rates/RailRateScreen';
import { railFclColumns, railFclInitialSort } from './railFclColumns';

// Opened by a customer's click: its code (forms, region picker, schemas) loads then, not with the list.
const RailFclQuoteDialog = lazyComponent(() => import('./RailFclQuoteDialog').then((m) => m.RailFclQuoteDialog));

/** Rail full-container (40HQ COC/SOC) rates (route /tlzxyj, signed-in customers); sorted by departure station on arrival. */
export default function RailFclPage() {
  const { t } = useTranslation();
  return (
    <RailRateScreen<RailFclRate>
      mode="railFcl"
      title={t('page.railFcl')}
      columns={railFclColumns}
      rowKey="rwrateid"
      detailRequest={(row) => ({ rwrateid: row.rwrateid })}
      initialSort={railFclInitialSort}
      // Keyed by rate: another rate opens on fresh rows and totals.
      inquiry={(row, close) => <RailFclQuoteDialog key={row.rwrateid} rate={row} onClose={close} />}
    />
  );
}

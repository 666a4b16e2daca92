import { useTranslation } from 'react-i18next';
import type { RailLclRate } from '../../api/railRates';
import { lazyComponent } from '../../../shared/lazyComponent';
import { RailRateScreen } from '../../components/rates/RailRateScreen';
import { railLclColumns } from './railLclColumns';

// Opened by a customer's click: its code (forms, region picker, schemas) loads then, not with the list.
const RailLclInquiryDialog = lazyComponent(() => import('./RailLclInquiryDialog').then((m) => m.RailLclInquiryDialog));

/** Rail LCL rates between a departure station and a destination (route /railway, open to visitors with masked prices). */
export default function RailwayPage() {
  const { t } = useTranslation();
  return (
    <RailRateScreen<RailLclRate>
      mode="railLcl"
      title={t('page.railway')}
      columns={railLclColumns}
      rowKey="rwlclrateid"
      detailRequest={(row) => ({ rwlclrateid: row.rwlclrateid })}
      // Keyed by rate: another rate opens on a fresh form, totals and price.
      inquiry={(row, close) => <RailLclInquiryDialog key={row.rwlclrateid} rate={row} onClose={close} />}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { railLclRates, type RailLclRate } from '../../api/railRates';
import { RailRateScreen } from '../../components/rates/RailRateScreen';
import { railLclColumns } from './railLclColumns';
import { RailLclInquiryDialog } from './RailLclInquiryDialog';

/** Rail LCL rates between a departure station and a destination (route /railway, open to visitors with masked prices). */
export default function RailwayPage() {
  const { t } = useTranslation();
  return (
    <RailRateScreen<RailLclRate>
      mode="railLcl"
      title={t('page.railway')}
      fetch={railLclRates}
      columns={railLclColumns}
      rowKey="rwlclrateid"
      detailRequest={(row) => ({ rwlclrateid: row.rwlclrateid })}
      // Keyed by rate: another rate opens on a fresh form, totals and price.
      inquiry={(row, close) => <RailLclInquiryDialog key={row?.rwlclrateid ?? 'closed'} rate={row} onClose={close} />}
    />
  );
}

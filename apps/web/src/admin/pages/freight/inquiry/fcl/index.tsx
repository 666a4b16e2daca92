import { useTranslation } from 'react-i18next';
import { sortable, textColumn } from '../../../../components/list';
import type { FclRow } from '../api';
import { RailDeskScreen } from '../RailDeskScreen';

/** Full-container (rail) inquiries of every customer (整箱询价): trade term, COC and SOC boxes, total, handled. */
export default function FclInquiryDesk() {
  const { t } = useTranslation('admin');
  return (
    <RailDeskScreen<FclRow>
      mode="fcl"
      columns={[
        textColumn('finaldestinationcode', t('inquiryDesk.destination'), { ...sortable, key: 'destination' }),
        textColumn('senddatetime', t('inquiryDesk.senddatetime'), { hiddenByDefault: true }),
        textColumn('tradeterm', t('inquiryDesk.tradeterm'), { hiddenByDefault: true }),
        textColumn('gp20qty', t('inquiryDesk.cocQty')),
        textColumn('hq40qty', t('inquiryDesk.socQty')),
        {
          key: 'total', title: t('inquiryDesk.total'), align: 'center', hiddenByDefault: true,
          render: (_, row) => `${row.total} ${row.currencycode}`,
        },
      ]}
    />
  );
}

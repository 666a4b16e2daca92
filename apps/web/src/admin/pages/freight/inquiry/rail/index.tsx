import { useTranslation } from 'react-i18next';
import { textColumn } from '../../../../components/list';
import type { RailRow } from '../api';
import { ChoiceFilter } from '../DeskFilters';
import { SendStatusTag } from '../DeskTags';
import { RailDeskScreen } from '../RailDeskScreen';

/** Rail LCL inquiries of every customer (铁路拼箱询价): calculated or authorized, reference price, handled. */
export default function RailInquiryDesk() {
  const { t } = useTranslation('admin');
  return (
    <RailDeskScreen<RailRow>
      mode="rail"
      columns={(sortable) => [
        textColumn('portofdischargecode', t('inquiryDesk.portofdischargecode')),
        textColumn('finaldestinationcode', t('inquiryDesk.destination'), { ...sortable('destination'), key: 'destination' }),
        textColumn('senddatetime', t('inquiryDesk.senddatetime')),
        textColumn('chargeablevolume', t('inquiryDesk.chargeablevolume')),
        { key: 'refprice', title: t('inquiryDesk.refprice'), align: 'center', render: (_, row) => `${row.refprice} ${row.currencycode}` },
        { key: 'sendstatus', title: t('inquiryDesk.sendstatus'), align: 'center', render: (_, row) => <SendStatusTag status={row.sendstatus} /> },
      ]}
      filters={(
        <ChoiceFilter name="sendstatus" label={t('inquiryDesk.sendstatus')} options={[
          { value: 'N', label: t('inquiryDesk.sendstatus.N') }, { value: 'Y', label: t('inquiryDesk.sendstatus.Y') },
        ]} />
      )}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { sortable, textColumn } from '../../../../components/list';
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
      columns={[
        textColumn('portofdischargecode', t('inquiryDesk.portofdischargecode'), { hiddenByDefault: true }),
        textColumn('finaldestinationcode', t('inquiryDesk.destination'), { ...sortable, key: 'destination' }),
        textColumn('senddatetime', t('inquiryDesk.senddatetime'), { hiddenByDefault: true }),
        textColumn('chargeablevolume', t('inquiryDesk.chargeablevolume'), { hiddenByDefault: true }),
        {
          key: 'refprice', title: t('inquiryDesk.refprice'), align: 'center', hiddenByDefault: true,
          render: (_, row) => `${row.refprice} ${row.currencycode}`,
        },
        { key: 'sendstatus', title: t('inquiryDesk.sendstatus'), align: 'center', hiddenByDefault: true, render: (_, row) => <SendStatusTag status={row.sendstatus} /> },
      ]}
      filters={(
        <ChoiceFilter name="sendstatus" label={t('inquiryDesk.sendstatus')} options={[
          { value: 'N', label: t('inquiryDesk.sendstatus.N') }, { value: 'Y', label: t('inquiryDesk.sendstatus.Y') },
        ]} />
      )}
    />
  );
}

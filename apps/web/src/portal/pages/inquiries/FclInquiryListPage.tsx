import { useTranslation } from 'react-i18next';
import { fclInquiries } from '../../api/inquiryLists';
import { InquiryList } from './InquiryList';
import { fclInquiryColumns, type FclInquiry } from './fclInquiryColumns';
import type { InquiryFilter } from './inquiryFilters';

const filters: InquiryFilter[] = [
  { kind: 'text', name: 'carriercode', label: 'inquiries.carrierCode', max: 20 },
  { kind: 'text', name: 'vesselname', label: 'inquiries.vesselName', max: 100 },
  { kind: 'text', name: 'voyno', label: 'inquiries.voyageNumber', max: 50 },
  { kind: 'dates' },
  { kind: 'quoteStatus' },
  { kind: 'port', name: 'portofloadingcode', label: 'column.departureStation', mode: 'railFcl', side: 'loading' },
  { kind: 'port', name: 'finaldestinationcode', label: 'column.destinationStation', mode: 'railFcl', side: 'destination' },
];

/** Full-container inquiries of the signed-in customer (route /inquiryFclList). */
export default function FclInquiryListPage() {
  const { t } = useTranslation();
  return (
    <InquiryList<FclInquiry>
      name="fclInquiries"
      title={t('page.fclInquiryList')}
      filters={filters}
      columns={fclInquiryColumns}
      rowKey="inquiryId"
      fetch={fclInquiries}
    />
  );
}

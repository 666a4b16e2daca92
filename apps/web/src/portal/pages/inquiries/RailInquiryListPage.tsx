import { useTranslation } from 'react-i18next';
import { railInquiries } from '../../api/inquiryLists';
import { InquiryList } from './InquiryList';
import type { InquiryFilter } from './inquiryFilters';
import { railInquiryColumns, type RailInquiry } from './railInquiryColumns';

const filters: InquiryFilter[] = [
  { kind: 'dates' },
  { kind: 'quoteStatus' },
  { kind: 'port', name: 'portofloadingcode', label: 'column.departureStation', mode: 'railLcl', side: 'loading' },
  { kind: 'port', name: 'finaldestinationcode', label: 'column.destinationStation', mode: 'railLcl', side: 'destination' },
];

/** Rail LCL inquiries of the signed-in customer (route /inquiryList). */
export default function RailInquiryListPage() {
  const { t } = useTranslation();
  return (
    <InquiryList<RailInquiry>
      name="railInquiries"
      title={t('page.railInquiryList')}
      filters={filters}
      columns={railInquiryColumns}
      rowKey="inquiryId"
      fetch={railInquiries}
    />
  );
}

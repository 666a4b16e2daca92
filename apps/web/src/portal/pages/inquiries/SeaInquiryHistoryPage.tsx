import { useTranslation } from 'react-i18next';
import { seaInquiries } from '../../api/inquiryLists';
import { InquiryList } from './InquiryList';
import type { InquiryFilter } from './inquiryFilters';
import { seaInquiryColumns, type SeaInquiry } from './seaInquiryColumns';

const filters: InquiryFilter[] = [
  { kind: 'dates' },
  { kind: 'quoteStatus' },
  { kind: 'port', name: 'portofloadingcode', label: 'column.loadingPort', mode: 'seaFcl', side: 'loading' },
  { kind: 'port', name: 'placeofdeliverycode', label: 'column.placeOfDelivery', mode: 'seaFcl', side: 'destination' },
  { kind: 'text', name: 'carriercode', label: 'column.carrier', max: 20 },
  { kind: 'text', name: 'vesselname', label: 'column.vessel', max: 100 },
  { kind: 'text', name: 'voyno', label: 'column.voyage', max: 50 },
];

/** Sea inquiry history and its quotations (route /xjlb). */
export default function SeaInquiryHistoryPage() {
  const { t } = useTranslation();
  return (
    <InquiryList<SeaInquiry>
      name="seaInquiries"
      title={t('page.seaInquiryHistory')}
      filters={filters}
      columns={seaInquiryColumns}
      rowKey="inquiryId"
      fetch={seaInquiries}
    />
  );
}

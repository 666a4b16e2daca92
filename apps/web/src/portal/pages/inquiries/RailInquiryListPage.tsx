import { useTranslation } from 'react-i18next';
import { tableColumns } from '../../components/tableColumns';
import { InquiryList } from './InquiryList';
import { railInquiryColumns, type RailInquiry } from './railInquiryColumns';

/** Rail LCL inquiries of the signed-in customer (route /inquiryList). */
export default function RailInquiryListPage() {
  const { t } = useTranslation();
  return <InquiryList<RailInquiry> title={t('page.railInquiryList')} columns={tableColumns(t, railInquiryColumns)} rowKey="id" />;
}

import { useTranslation } from 'react-i18next';
import { tableColumns } from '../../components/tableColumns';
import { InquiryList } from './InquiryList';
import { fclInquiryColumns, type FclInquiry } from './fclInquiryColumns';

/** Full-container inquiries of the signed-in customer (route /inquiryFclList). */
export default function FclInquiryListPage() {
  const { t } = useTranslation();
  return <InquiryList<FclInquiry> title={t('page.fclInquiryList')} columns={tableColumns(t, fclInquiryColumns)} rowKey="id" />;
}

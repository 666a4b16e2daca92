import { useTranslation } from 'react-i18next';
import { tableColumns } from '../../components/tableColumns';
import { InquiryList } from './InquiryList';
import { seaInquiryColumns, type SeaInquiry } from './seaInquiryColumns';

/** Sea inquiry history and its quotations (route /xjlb). */
export default function SeaInquiryHistoryPage() {
  const { t } = useTranslation();
  return <InquiryList<SeaInquiry> title={t('page.seaInquiryHistory')} columns={tableColumns(t, seaInquiryColumns)} rowKey="id" />;
}

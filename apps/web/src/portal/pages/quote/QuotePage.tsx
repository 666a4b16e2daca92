import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { seaQuotation } from '../../api/seaInquiries';
import { useLanguage } from '../../../shared/useLanguage';
import { inquiryIdOf, QuoteFrame } from './QuoteFrame';
import { QuoteSheet } from './QuoteSheet';

/** The quotation of one of the customer's sea inquiries (route /quote/:id, from the /xjlb View link), ready to print or save as PDF. */
export default function QuotePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const inquiryId = inquiryIdOf(useParams().id);
  const quotation = useQuery({
    queryKey: ['portal', 'seaQuotation', inquiryId, language],
    // Silent: a missing or foreign inquiry is said on the page itself.
    queryFn: () => seaQuotation(inquiryId!, { silent: true }),
    enabled: inquiryId !== undefined,
    retry: false,
  });
  return (
    <QuoteFrame inquiryType="sea" quotation={quotation} back={{ to: '/xjlb', label: t('quote.toHistory') }}>
      {(sea) => <QuoteSheet quotation={sea} />}
    </QuoteFrame>
  );
}

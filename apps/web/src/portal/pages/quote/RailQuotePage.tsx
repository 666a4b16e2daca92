import { useQuery } from '@tanstack/react-query';
import { railQuoteTypes } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { railQuotation } from '../../api/quotations';
import { useLanguage } from '../../../shared/useLanguage';
import { inquiryIdOf, QuoteFrame } from './QuoteFrame';
import { RailQuoteSheet } from './RailQuoteSheet';

/** The customer's list of each kind of rail inquiry. */
const lists = {
  'rail-lcl': { to: '/inquiryList', label: 'railQuote.toLclList' },
  'rail-fcl': { to: '/inquiryFclList', label: 'railQuote.toFclList' },
} as const;

/**
 * The quotation of one of the customer's rail inquiries (route /railQuote/rail-lcl|rail-fcl/:id, from the rail inquiry
 * lists and the quote mails), ready to print or save as PDF, with Accept / Decline while open.
 */
export default function RailQuotePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const params = useParams();
  const inquiryType = railQuoteTypes.find((type) => type === params.type);
  const inquiryId = inquiryIdOf(params.id);
  const quotation = useQuery({
    queryKey: ['portal', 'railQuotation', inquiryType, inquiryId, language],
    // Silent: a missing or foreign inquiry is said on the page itself.
    queryFn: () => railQuotation(inquiryType!, inquiryId!, { silent: true }),
    enabled: inquiryType !== undefined && inquiryId !== undefined,
    retry: false,
  });
  // An unknown kind finds nothing: its page leads back to the LCL list.
  const kind = inquiryType ?? 'rail-lcl';
  return (
    <QuoteFrame inquiryType={kind} quotation={quotation} back={{ to: lists[kind].to, label: t(lists[kind].label) }}>
      {(rail) => <RailQuoteSheet quotation={rail} />}
    </QuoteFrame>
  );
}

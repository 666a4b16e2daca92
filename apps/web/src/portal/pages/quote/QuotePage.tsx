import { Button, Flex, Result, Spin } from 'antd';
import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { quotePdfLink, seaQuotation } from '../../api/seaInquiries';
import { useLanguage } from '../../api/useLanguage';
import { RequestError } from '../../../shared/request/errors';
import { QuoteDecisionBar } from './QuoteDecisionBar';
import { QuoteSheet } from './QuoteSheet';
import './quote.css';

/** An inquiry id as the route carries it; anything else cannot be an inquiry. */
const inquiryIdOf = (param: string | undefined) => (param && /^[1-9]\d{0,15}$/.test(param) ? Number(param) : undefined);

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

  if (inquiryId !== undefined && quotation.isPending) {
    return (
      <Flex justify="center" style={{ padding: 96 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  if (!quotation.data) {
    const notFound = inquiryId === undefined || (quotation.error instanceof RequestError && quotation.error.code === 404);
    return (
      <Result
        status={notFound ? '404' : 'error'}
        title={notFound ? t('quote.notFound') : quotation.error?.message}
        extra={<Link to="/xjlb">{t('quote.toHistory')}</Link>}
      />
    );
  }
  return (
    <div className="quote-sheet">
      <Flex className="quote-actions" justify="space-between" style={{ marginBottom: 16 }}>
        <Link to="/xjlb">{t('quote.toHistory')}</Link>
        <Flex gap={8}>
          {quotation.data.quotationuserid !== null && (
            <Button icon={<FilePdfOutlined />} onClick={() => void quotePdfLink(quotation.data.inquiryId).then((url) => window.location.assign(url), () => undefined)}>
              {t('quote.pdf')}
            </Button>
          )}
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('quote.print')}
          </Button>
        </Flex>
      </Flex>
      {quotation.data.quotationuserid !== null && <QuoteDecisionBar quotation={quotation.data} />}
      <QuoteSheet quotation={quotation.data} />
    </div>
  );
}

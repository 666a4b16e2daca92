import { Button, Flex, Result, Spin } from 'antd';
import { FilePdfOutlined, PrinterOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import type { InquiryQuoteState, QuoteInquiryType } from '@freight/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { quotePdfLink } from '../../api/quotations';
import { RequestError } from '../../../shared/request/errors';
import { QuoteDecisionBar } from './QuoteDecisionBar';
import './quote.css';

/** An inquiry id as the route carries it; anything else cannot be an inquiry. */
export const inquiryIdOf = (param: string | undefined) => (param && /^[1-9]\d{0,15}$/.test(param) ? Number(param) : undefined);

/** What every quotation carries; quoted when staff set `quotationuserid`. */
interface Quotation extends InquiryQuoteState {
  inquiryId: number;
  inquiryno: string;
  version: number;
  quotationuserid: number | null;
}

interface QuoteFrameProps<Q extends Quotation> {
  inquiryType: QuoteInquiryType;
  /** The quotation's query: not enabled when the route cannot name an inquiry. */
  quotation: UseQueryResult<Q>;
  /** The customer's list the inquiry is in. */
  back: { to: string; label: string };
  /** The printable sheet. */
  children: (quotation: Q) => ReactNode;
}

/**
 * A quote page of any kind around its sheet: loading, not found (a missing or foreign inquiry) with the way back, and once
 * loaded the way back, the PDF and print buttons, and Accept / Decline once quoted.
 */
export function QuoteFrame<Q extends Quotation>({ inquiryType, quotation, back, children }: QuoteFrameProps<Q>) {
  const { t } = useTranslation();
  if (quotation.isLoading) {
    return (
      <Flex justify="center" style={{ padding: 96 }}>
        <Spin size="large" />
      </Flex>
    );
  }
  const backLink = <Link to={back.to}>{back.label}</Link>;
  if (!quotation.data) {
    const notFound = !quotation.isError || (quotation.error instanceof RequestError && quotation.error.code === 404);
    return <Result status={notFound ? '404' : 'error'} title={notFound ? t('quote.notFound') : quotation.error?.message} extra={backLink} />;
  }
  const { inquiryId, inquiryno, version, quotestatus, quotevaliduntil, quotationuserid } = quotation.data;
  const quoted = quotationuserid !== null;
  return (
    <div className="quote-sheet">
      <Flex className="quote-actions" justify="space-between" style={{ marginBottom: 16 }}>
        {backLink}
        <Flex gap={8}>
          {quoted && (
            <Button icon={<FilePdfOutlined />} onClick={() => void quotePdfLink(inquiryId, inquiryType).then((url) => window.location.assign(url), () => undefined)}>
              {t('quote.pdf')}
            </Button>
          )}
          <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
            {t('quote.print')}
          </Button>
        </Flex>
      </Flex>
      {quoted && (
        <QuoteDecisionBar inquiryType={inquiryType} inquiryId={inquiryId} inquiryno={inquiryno} version={version} quotestatus={quotestatus} quotevaliduntil={quotevaliduntil} />
      )}
      {children(quotation.data)}
    </div>
  );
}

import { Card, Descriptions, Flex, Typography } from 'antd';
import { railCargoText } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import type { RailQuotation } from '../../api/quotations';
import { Price } from '../../components/rates/Price';
import { QuoteLetterhead } from './QuoteLetterhead';

/** The printable quotation of one rail inquiry (LCL or full container): the inquiry and its calculated price, then the one quoted price and who quoted. */
export function RailQuoteSheet({ quotation }: { quotation: RailQuotation }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Flex vertical gap={24}>
        <QuoteLetterhead title={t('railQuote.title')} inquiryno={quotation.inquiryno} />
        <Descriptions
          title={t('quote.inquiry')}
          bordered
          size="small"
          column={2}
          items={[
            { key: 'date', label: t('column.inquiryDate'), children: quotation.quotationdate },
            { key: 'departure', label: t('railQuote.departure'), children: quotation.senddatetime },
            { key: 'from', label: t('column.departureStation'), children: `${quotation.XC__portofloadingcode} (${quotation.portofloadingcode})` },
            { key: 'to', label: t('column.destinationStation'), children: `${quotation.XC__finaldestinationcode} (${quotation.finaldestinationcode})` },
            { key: 'cargo', label: t('railQuote.cargo'), children: railCargoText(quotation.cargo, t), span: 2 },
            { key: 'calculated', label: t('railQuote.calculated'), children: <Price value={quotation.calculatedprice} currency={quotation.calculatedcurrency} />, span: 2 },
          ]}
        />
        {quotation.quotationuserid === null ? (
          <Typography.Text type="secondary" strong>
            {t('railQuote.pending')}
          </Typography.Text>
        ) : (
          <Descriptions
            title={t('railQuote.quote')}
            bordered
            size="small"
            column={2}
            items={[
              { key: 'price', label: t('railQuote.quotedPrice'), children: <Price value={quotation.quotedprice} currency={quotation.quotedcurrency} />, span: 2 },
              { key: 'date', label: t('column.quotationDate'), children: quotation.quotedate ?? '-' },
              { key: 'validity', label: t('railQuote.validUntil'), children: quotation.quotevaliduntil ?? '-' },
              { key: 'quoter', label: t('column.quoter'), children: quotation.XC__quotername || '-' },
              { key: 'mail', label: t('quote.mail'), children: quotation.quotermail || '-' },
              { key: 'remark', label: t('column.remark'), children: quotation.quoteremark || '-', span: 2 },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}

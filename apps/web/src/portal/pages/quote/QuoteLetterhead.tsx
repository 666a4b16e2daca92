import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The head of a printed quotation: the company on one side, the sheet's title (the page's heading) and the inquiry number on the other. */
export function QuoteLetterhead({ title, inquiryno }: { title: string; inquiryno: string }) {
  const { t } = useTranslation();
  return (
    <Flex className="quote-sheet-letterhead" justify="space-between" align="end" wrap gap={8}>
      <div>
        <div className="quote-company">{t('footer.company')}</div>
        <Typography.Text type="secondary">{t('brand.name')}</Typography.Text>
      </div>
      <div style={{ textAlign: 'end' }}>
        <h1 className="portal-page-title">{title}</h1>
        <Typography.Text>
          {t('quote.inquiryNo')}: {inquiryno}
        </Typography.Text>
      </div>
    </Flex>
  );
}

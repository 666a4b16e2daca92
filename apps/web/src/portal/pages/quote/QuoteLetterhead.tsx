import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The head of a printed quotation: the company on one side, the sheet's title and the inquiry number on the other. */
export function QuoteLetterhead({ title, inquiryno }: { title: string; inquiryno: string }) {
  const { t } = useTranslation();
  return (
    <Flex className="quote-sheet-letterhead" justify="space-between" align="end" wrap gap={8}>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('footer.company')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('brand.name')}</Typography.Text>
      </div>
      <div style={{ textAlign: 'end' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Typography.Text>
          {t('quote.inquiryNo')}: {inquiryno}
        </Typography.Text>
      </div>
    </Flex>
  );
}

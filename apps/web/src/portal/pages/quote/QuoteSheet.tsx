import { Card, Descriptions, Flex, Table, Typography } from 'antd';
import { round2, seaQuoteTotals } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import type { SeaQuotation } from '../../api/seaInquiries';
import { Price } from '../../components/rates/Price';
import { QuoteLetterhead } from './QuoteLetterhead';

type QuoteLine = SeaQuotation['lines'][number] & { key: number };

/** How many boxes of each quoted type the customer asked for. */
const asked = (quotation: SeaQuotation): Record<string, number> => ({
  '20GP': quotation.gp20qty,
  '40GP': quotation.gp40qty,
  '40HC': quotation.hq40qty,
  '45HQ': quotation.hq45qty,
  '40NOR': quotation.nor40qty,
});

/** "40GP × 2, 40HC × 1": the boxes asked for. */
const quantities = (quotation: SeaQuotation) =>
  Object.entries(asked(quotation))
    .filter(([, count]) => count > 0)
    .map(([box, count]) => `${box} × ${count}`)
    .join(', ');

/** The printable quotation of one sea inquiry: letterhead, the inquiry, the quoted prices, who quoted. */
export function QuoteSheet({ quotation }: { quotation: SeaQuotation }) {
  const { t } = useTranslation();
  const quoted = quotation.quotationuserid !== null;
  const counts = asked(quotation);
  const lines = quotation.lines.map((line, key) => ({ ...line, key }));

  return (
    <Card>
      <Flex vertical gap={24}>
        <QuoteLetterhead title={t('quote.title')} inquiryno={quotation.inquiryno} />

        <Descriptions
          title={t('quote.inquiry')}
          bordered
          size="small"
          column={2}
          items={[
            { key: 'date', label: t('column.inquiryDate'), children: quotation.inquirydate },
            { key: 'inquirer', label: t('column.inquirer'), children: quotation.inquirer },
            { key: 'pol', label: t('column.loadingPort'), children: `${quotation.XC__portofloadingcode} (${quotation.portofloadingcode})` },
            { key: 'pod', label: t('column.placeOfDelivery'), children: `${quotation.XC__placeofdeliverycode} (${quotation.placeofdeliverycode})` },
            { key: 'carrier', label: t('column.carrier'), children: quotation.carriername },
            { key: 'etd', label: t('column.sailing'), children: quotation.etddate },
            { key: 'quantities', label: t('column.quantities'), children: quantities(quotation), span: 2 },
            ...(quotation.XC__returnctnaddress ? [{ key: 'return', label: t('column.returnPoint'), children: quotation.XC__returnctnaddress, span: 2 }] : []),
          ]}
        />

        <div>
          <h2 className="portal-section-title">{t('quote.prices')}</h2>
          {quoted ? (
            <Table<QuoteLine>
              rowKey="key"
              size="small"
              pagination={false}
              dataSource={lines}
              columns={[
                { key: 'type', title: t('sea.containerType'), dataIndex: 'containertype' },
                { key: 'count', title: t('column.quantities'), render: (_, line) => counts[line.containertype] ?? '-' },
                { key: 'price', title: t('quote.price'), render: (_, line) => <Price value={line.price} currency={line.currencycode} /> },
                {
                  key: 'amount', title: t('quote.amount'),
                  render: (_, line) => <Price value={round2(line.price * (counts[line.containertype] ?? 0))} currency={line.currencycode} />,
                },
                { key: 'remark', title: t('column.remark'), dataIndex: 'remark' },
              ]}
              summary={() => (
                <Table.Summary.Row>
                  <Table.Summary.Cell index={0} colSpan={3}><strong>{t('quote.total')}</strong></Table.Summary.Cell>
                  <Table.Summary.Cell index={3} colSpan={2}>
                    <Flex vertical data-testid="quote-totals">
                      {seaQuoteTotals(quotation, quotation.lines).map((total) => <Price key={total.currencycode} value={total.amount} currency={total.currencycode} />)}
                    </Flex>
                  </Table.Summary.Cell>
                </Table.Summary.Row>
              )}
            />
          ) : (
            <Typography.Text type="danger" strong>
              {t('inquiries.noQuotation')}
            </Typography.Text>
          )}
        </div>

        {quoted && (
          <Descriptions
            title={t('quote.contact')}
            bordered
            size="small"
            column={2}
            items={[
              { key: 'quoter', label: t('column.quoter'), children: quotation.XC__quotername || '-' },
              { key: 'date', label: t('column.quotationDate'), children: quotation.quotedate ?? '-' },
              { key: 'phone', label: t('quote.phone'), children: quotation.quoterphone || '-' },
              { key: 'fax', label: t('quote.fax'), children: quotation.quoterfax || '-' },
              { key: 'mail', label: t('quote.mail'), children: quotation.quotermail || '-' },
              { key: 'qq', label: t('quote.qq'), children: quotation.quoterqq || '-' },
              { key: 'remark', label: t('column.remark'), children: quotation.quoteremark || '-', span: 2 },
            ]}
          />
        )}
      </Flex>
    </Card>
  );
}

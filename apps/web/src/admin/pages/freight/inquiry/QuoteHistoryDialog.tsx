import { Empty, Modal, Spin, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { InquiryDeskMode } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../format';
import { deskApi, type QuoteHistoryEntry } from './api';
import { moneyText } from './PricingColumns';
import { QuoteStatusTag } from '../../../../shared/components/QuoteStatusTag';

/** What a quote offered: a price per container type (sea), or one price for the whole inquiry (rail). */
function pricesOf(quote: NonNullable<QuoteHistoryEntry['quote']>): string {
  if (quote.quotedprice !== undefined && quote.quotedcurrency) return moneyText(quote.quotedcurrency, quote.quotedprice);
  return (quote.lines ?? []).map((l) => `${l.containertype} ${l.currencycode} ${l.price}`).join(', ');
}

/** What one history step offered or said: a quote's prices and validity, a decision's or withdrawal's reason. */
function detailOf(entry: QuoteHistoryEntry, validUntil: string): string {
  if (entry.quote) return [pricesOf(entry.quote), entry.quote.validUntil ? `${validUntil} ${entry.quote.validUntil}` : ''].filter(Boolean).join(' · ');
  return entry.reason;
}

/** The history of an inquiry's quote, oldest first: quotes with what they offered, decisions, withdrawals, expiry. */
export function QuoteHistoryDialog({ mode, inquiryId, onClose }: { mode: InquiryDeskMode; inquiryId?: number; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const history = useQuery({ queryKey: ['quoteHistory', mode, inquiryId], queryFn: () => deskApi.history(mode, inquiryId!), enabled: inquiryId !== undefined });
  return (
    <Modal open={inquiryId !== undefined} title={t('inquiryDesk.history')} width={820} footer={null} onCancel={onClose} destroyOnHidden>
      {history.isPending ? <Spin /> : (
        <Table<QuoteHistoryEntry> size="small" rowKey="eventId" pagination={false} dataSource={history.data ?? []}
          locale={{ emptyText: <Empty description={t('inquiryDesk.history.empty')} /> }}
          columns={[
            { key: 'time', title: t('inquiryDesk.history.time'), render: (_, e) => formatDateTime(e.createTime), width: 160 },
            { key: 'event', title: t('inquiryDesk.history.event'), render: (_, e) => t(`quoteEvent.${e.event}`), width: 150 },
            { key: 'status', title: t('inquiryDesk.quotestatus'), render: (_, e) => <QuoteStatusTag status={e.status} />, width: 110 },
            { key: 'by', title: t('inquiryDesk.history.by'), dataIndex: 'byName', width: 110 },
            { key: 'detail', title: t('inquiryDesk.history.detail'), render: (_, e) => detailOf(e, t('inquiryDesk.validUntil')) },
          ]} />
      )}
    </Modal>
  );
}

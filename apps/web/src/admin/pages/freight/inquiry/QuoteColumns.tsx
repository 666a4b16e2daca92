import { useTranslation } from 'react-i18next';
import { textColumn, type ListColumn } from '../../../components/list';
import type { DeskRow } from './api';
import { QuoteStatusTag } from '../../../../shared/components/QuoteStatusTag';

/** Where each inquiry's quote stands and its last valid day, on every desk. */
export function useQuoteColumns<R extends DeskRow>(): ListColumn<R>[] {
  const { t } = useTranslation('admin');
  return [
    { key: 'quotestatus', title: t('inquiryDesk.quotestatus'), align: 'center', render: (_, row) => <QuoteStatusTag status={row.quotestatus} /> },
    textColumn('quotevaliduntil', t('inquiryDesk.validUntil')),
  ];
}

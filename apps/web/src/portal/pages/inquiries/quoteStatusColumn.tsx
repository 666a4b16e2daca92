import type { InquiryQuoteState } from '@freight/domain';
import { QuoteStatusTag } from '../../../shared/components/QuoteStatusTag';
import type { ColumnSpec } from '../../components/tableColumns';

/** Where the inquiry's quote stands, and until when it can be accepted. */
export const quoteStatusColumn: ColumnSpec<InquiryQuoteState> = {
  label: 'quoteStatus',
  card: 'fact',
  render: (row, t) => (
    <span style={{ whiteSpace: 'nowrap' }}>
      <QuoteStatusTag status={row.quotestatus} />
      {row.quotevaliduntil && row.quotestatus === 'quoted' ? t('quote.validUntil', { day: row.quotevaliduntil }) : null}
    </span>
  ),
};

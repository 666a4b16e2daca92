import { Flex } from 'antd';
import type { InquiryQuoteState } from '@freight/domain';
import { QuoteStatusTag } from '../../../shared/components/QuoteStatusTag';
import type { ColumnSpec } from '../../components/tableColumns';

/** Where the inquiry's quote stands, and until when it can be accepted (under the status where the column is narrow). */
export const quoteStatusColumn: ColumnSpec<InquiryQuoteState> = {
  label: 'quoteStatus',
  card: 'fact',
  render: (row, t) => (
    <Flex component="span" wrap align="center" gap="4px 0" style={{ display: 'inline-flex' }}>
      <QuoteStatusTag status={row.quotestatus} />
      {row.quotevaliduntil && row.quotestatus === 'quoted' ? <span style={{ whiteSpace: 'nowrap' }}>{t('quote.validUntil', { day: row.quotevaliduntil })}</span> : null}
    </Flex>
  ),
};

import type { RailQuoteType } from '@freight/domain';
import { Link } from 'react-router';
import type { ColumnSpec } from '../../components/tableColumns';

/** The way to a rail inquiry's quote page, quoted or not: the page says when the quote is still pending. */
export const railQuoteColumn = (inquiryType: RailQuoteType): ColumnSpec<{ inquiryId: number }> => ({
  label: 'quotation',
  card: 'fact',
  render: (row, t) => <Link to={`/railQuote/${inquiryType}/${row.inquiryId}`}>{t('railQuote.view')}</Link>,
});

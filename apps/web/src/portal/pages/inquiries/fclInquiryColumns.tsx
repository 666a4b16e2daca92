import type { FclInquiry } from '../../api/inquiryLists';
import { railCutoffColumns, railEtdColumn, railRouteColumns } from '../../components/columns/railColumns';
import { secondaryColumns, type ColumnSpec } from '../../components/tableColumns';
import { inquiryDateColumn, inquiryHeadDetails } from './inquiryHeadColumns';
import { quoteStatusColumn } from './quoteStatusColumn';
import { railQuoteColumn } from './railQuoteColumn';

export type { FclInquiry };

/**
 * A full-container inquiry as the customer's list shows it (portal.md §2, §3 full-container inquiry list row): the
 * route, the train, the boxes and where the inquiry stands as columns; the rest in the row's details.
 */
export const fclInquiryColumns: ColumnSpec<FclInquiry>[] = [
  inquiryDateColumn('quotationdate'),
  ...railRouteColumns,
  railEtdColumn,
  { label: 'quantity20gp', field: 'gp20qty', card: 'fact' },
  { label: 'quantity40hq', field: 'hq40qty', card: 'fact' },
  quoteStatusColumn,
  railQuoteColumn('rail-fcl'),
  ...inquiryHeadDetails,
  ...secondaryColumns<FclInquiry>([
    ...railCutoffColumns,
    // Addresses are long: the details show the whole of it.
    { label: 'doorAddress', field: 'XC__dooraddress' },
    { label: 'tradeTerm', field: 'tradeterm', card: 'fact' },
  ]),
];

import { Tooltip, Typography } from 'antd';
import type { FclInquiry } from '../../api/inquiryLists';
import { railCutoffColumns, railEtdColumn, railRouteColumns } from '../../components/columns/railColumns';
import type { ColumnSpec } from '../../components/tableColumns';
import { inquiryHeadColumns } from './inquiryHeadColumns';
import { quoteStatusColumn } from './quoteStatusColumn';
import { railQuoteColumn } from './railQuoteColumn';

export type { FclInquiry };

/** A full-container inquiry as the customer's list shows it (portal.md §2, §3 full-container inquiry list row). */
export const fclInquiryColumns: ColumnSpec<FclInquiry>[] = [
  ...inquiryHeadColumns,
  ...railRouteColumns,
  railEtdColumn,
  ...railCutoffColumns,
  {
    label: 'doorAddress',
    field: 'dooraddress',
    // Addresses are long: the cell shows the start, the tooltip all of it.
    render: (row) => (
      <Tooltip title={row.dooraddress}>
        <Typography.Text ellipsis style={{ maxWidth: 180 }}>
          {row.dooraddress}
        </Typography.Text>
      </Tooltip>
    ),
  },
  { label: 'tradeTerm', field: 'tradeterm', card: 'fact' },
  { label: 'quantity20gp', field: 'gp20qty', card: 'fact' },
  { label: 'quantity40hq', field: 'hq40qty', card: 'fact' },
  quoteStatusColumn,
  railQuoteColumn('rail-fcl'),
];

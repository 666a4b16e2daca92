import type { RailLeg } from '../../api/railRates';
import { railCutoffColumns, railEtdColumn, railRouteColumns } from '../../components/columns/railColumns';
import type { ColumnSpec } from '../../components/tableColumns';
import { inquiryHeadColumns, type InquiryHead } from './inquiryHeadColumns';

/** A full-container inquiry as the customer's list shows it (portal.md §3, full-container inquiry list row). */
export interface FclInquiry extends InquiryHead, RailLeg {
  loadingarea: string;
  tradeterm: string;
  gp20qty: number;
  hq40qty: number;
}

export const fclInquiryColumns: ColumnSpec<FclInquiry>[] = [
  ...inquiryHeadColumns,
  ...railRouteColumns,
  railEtdColumn,
  ...railCutoffColumns,
  { label: 'doorAddress', field: 'loadingarea' },
  { label: 'tradeTerm', field: 'tradeterm' },
  { label: 'quantity20gp', field: 'gp20qty' },
  { label: 'quantity40hq', field: 'hq40qty' },
];

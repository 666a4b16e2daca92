import type { RailLeg } from '../../api/railRates';
import { railCutoffColumns, railEtdColumn, railRouteColumns } from '../../components/columns/railColumns';
import type { ColumnSpec } from '../../components/tableColumns';
import { inquiryHeadColumns, type InquiryHead } from './inquiryHeadColumns';

/** A rail LCL inquiry as the customer's list shows it (portal.md §3, rail inquiry record). */
export interface RailInquiry extends InquiryHead, RailLeg {
  commodity: string;
  unitofpackage: string;
  weight: number;
  measurement: number;
  refprice: number;
  XC__sendstatus: string;
}

export const railInquiryColumns: ColumnSpec<RailInquiry>[] = [
  ...inquiryHeadColumns,
  ...railRouteColumns,
  railEtdColumn,
  ...railCutoffColumns,
  { label: 'commodity', field: 'commodity' },
  { label: 'packageType', field: 'unitofpackage' },
  { label: 'weight', field: 'weight' },
  { label: 'volume', field: 'measurement' },
  { label: 'referenceRate', field: 'refprice' },
  { label: 'status', field: 'XC__sendstatus' },
];

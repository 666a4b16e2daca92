import { Tag } from 'antd';
import { inquiryAuthorized } from '@freight/domain';
import type { RailInquiry } from '../../api/inquiryLists';
import { railCutoffColumns, railEtdColumn, railRouteColumns } from '../../components/columns/railColumns';
import { ConvertedPrice } from '../../components/rates/ConvertedPrice';
import { secondaryColumns, type ColumnSpec } from '../../components/tableColumns';
import { inquiryDateColumn, inquiryHeadDetails } from './inquiryHeadColumns';
import { quoteStatusColumn } from './quoteStatusColumn';
import { railQuoteColumn } from './railQuoteColumn';

export type { RailInquiry };

/** Packing types are sent comma-joined: 1 pallet, anything else carton (portal.md §3). */
const packageKeys = (unitofpackage: string) =>
  [...new Set(unitofpackage.split(',').filter(Boolean).map((type) => (type === '1' ? 'inquiries.package.pallet' : 'inquiries.package.carton')))];

const twoDecimals = (value: number) => Number(value).toFixed(2);

/**
 * A rail LCL inquiry as the customer's list shows it (portal.md §2, §3 rail inquiry record): the route, the train and
 * where the inquiry stands as columns; who asked, the cut-offs and the cargo in the row's details.
 */
export const railInquiryColumns: ColumnSpec<RailInquiry>[] = [
  inquiryDateColumn('quotationdate'),
  ...railRouteColumns,
  railEtdColumn,
  {
    label: 'referenceRate',
    field: 'refprice',
    render: (row) => <ConvertedPrice amount={Number(row.refprice)} currency={row.currencycode} rates={row.exchangerates} />,
    card: 'fact',
  },
  {
    label: 'status',
    field: 'XC__sendstatus',
    render: (row) => <Tag color={inquiryAuthorized(row.sendstatus) ? 'green' : 'blue'}>{row.XC__sendstatus}</Tag>,
    card: 'fact',
  },
  quoteStatusColumn,
  railQuoteColumn('rail-lcl'),
  ...inquiryHeadDetails,
  ...secondaryColumns<RailInquiry>([
    ...railCutoffColumns,
    { label: 'commodity', field: 'XC__commodity' },
    { label: 'packageType', field: 'unitofpackage', render: (row, t) => packageKeys(row.unitofpackage).map((key) => t(key)).join(', ') },
    { label: 'weight', field: 'weight', render: (row) => twoDecimals(row.weight) },
    { label: 'volume', field: 'measurement', render: (row) => twoDecimals(row.measurement) },
  ]),
];

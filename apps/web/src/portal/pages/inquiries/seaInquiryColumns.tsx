import { Typography } from 'antd';
import { Link } from 'react-router';
import type { SeaInquiry } from '../../api/inquiryLists';
import { placeColumn } from '../../components/columns/placeColumn';
import { dateColumn } from '../../components/columns/dateColumn';
import { isoDay } from '../../components/rates/dates';
import { secondaryColumns, type ColumnSpec } from '../../components/tableColumns';
import { inquiryDateColumn } from './inquiryHeadColumns';
import { quoteStatusColumn } from './quoteStatusColumn';

export type { SeaInquiry };

const boxes = [
  ['20GP', 'gp20qty'],
  ['40GP', 'gp40qty'],
  ['40HC', 'hq40qty'],
  ['45HQ', 'hq45qty'],
  ['40NOR', 'nor40qty'],
] as const;

/** The boxes asked for: "20GP×2 40HC×1". */
const quantities = (row: SeaInquiry) =>
  boxes
    .filter(([, field]) => row[field] > 0)
    .map(([box, field]) => `${box}×${row[field]}`)
    .join(' ');

/**
 * A sea inquiry in the customer's history (portal.md §2 xjlb, §3 sea inquiry record): the route, the carrier, the
 * boxes and where the inquiry stands as columns; the sailing, the return point and who quoted in the row's details.
 */
export const seaInquiryColumns: ColumnSpec<SeaInquiry>[] = [
  inquiryDateColumn('createddatetime'),
  { ...placeColumn('loadingPort', 'portofloadingcode'), card: 'route' },
  { ...placeColumn('placeOfDelivery', 'placeofdeliverycode'), card: 'route' },
  { label: 'carrier', field: 'carriercode', card: 'fact' },
  { label: 'quantities', card: 'fact', render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{quantities(row)}</span> },
  quoteStatusColumn,
  {
    label: 'quotation',
    card: 'fact',
    // Quoted means staff set quotationuserid; the quote page shows the quotation.
    render: (row, t) =>
      row.quoted ? <Link to={`/quote/${row.inquiryId}`}>{t('inquiries.view')}</Link> : <Typography.Text type="danger">{t('inquiries.noQuotation')}</Typography.Text>,
  },
  ...secondaryColumns<SeaInquiry>([
    { label: 'inquirer', field: 'inquirer' },
    { label: 'vessel', field: 'vesselname' },
    { label: 'voyage', field: 'voyno' },
    { label: 'returnPoint', field: 'XC__returnctnaddress' },
    { label: 'quoter', field: 'XC__quotername' },
    dateColumn('quotationDate', 'quotationdate', isoDay),
  ]),
];

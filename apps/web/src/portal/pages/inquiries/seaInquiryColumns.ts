import { placeColumn } from '../../components/columns/placeColumn';
import type { ColumnSpec } from '../../components/tableColumns';

/** A sea inquiry in the customer's history (portal.md §3, sea inquiry record). */
export interface SeaInquiry {
  id: string;
  createddatetime: string;
  inquirer: string;
  portofloadingcode: string;
  placeofdeliverycode: string;
  carriercode: string;
  vesselname: string;
  voyno: string;
  returnctnaddress: string;
  quotationuserid?: string;
  quotationdate?: string;
}

export const seaInquiryColumns: ColumnSpec<SeaInquiry>[] = [
  { label: 'inquiryDate', field: 'createddatetime' },
  { label: 'inquirer', field: 'inquirer' },
  placeColumn('loadingPort', 'portofloadingcode'),
  placeColumn('placeOfDelivery', 'placeofdeliverycode'),
  { label: 'carrier', field: 'carriercode' },
  { label: 'vessel', field: 'vesselname' },
  { label: 'voyage', field: 'voyno' },
  { label: 'returnPoint', field: 'returnctnaddress' },
  { label: 'quantities' },
  { label: 'quotation' },
  { label: 'quoter' },
  { label: 'quotationDate', field: 'quotationdate' },
];

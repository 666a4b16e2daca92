import type { ColumnSpec } from '../../components/tableColumns';

/** A rail LCL inquiry as the customer's list shows it (portal.md §3, rail inquiry record). */
export interface RailInquiry {
  id: string;
  quotationdate: string;
  createdby: string;
  portofdistributioncode: string;
  portofloadingcode: string;
  portofdischargecode: string;
  finaldestinationcode: string;
  senddatetime: string;
  blclosetime: string;
  closingtime: string;
  voyage: string;
  commodity: string;
  unitofpackage: string;
  weight: number;
  measurement: number;
  refprice: number;
  XC__sendstatus: string;
}

export const railInquiryColumns: ColumnSpec<RailInquiry>[] = [
  { label: 'inquiryDate', field: 'quotationdate' },
  { label: 'inquirer', field: 'createdby' },
  { label: 'collectionPlace', field: 'portofdistributioncode' },
  { label: 'departureStation', field: 'portofloadingcode' },
  { label: 'exitPort', field: 'portofdischargecode' },
  { label: 'destinationStation', field: 'finaldestinationcode' },
  { label: 'etd', field: 'senddatetime' },
  { label: 'docCutoff', field: 'blclosetime' },
  { label: 'ladenCutoff', field: 'closingtime' },
  { label: 'voyageDays', field: 'voyage' },
  { label: 'commodity', field: 'commodity' },
  { label: 'packageType', field: 'unitofpackage' },
  { label: 'weight', field: 'weight' },
  { label: 'volume', field: 'measurement' },
  { label: 'referenceRate', field: 'refprice' },
  { label: 'status', field: 'XC__sendstatus' },
];

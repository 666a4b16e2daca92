import type { ColumnSpec } from '../../components/tableColumns';

/** A full-container inquiry as the customer's list shows it (portal.md §3, full-container inquiry list row). */
export interface FclInquiry {
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
  loadingarea: string;
  tradeterm: string;
  gp20qty: number;
  hq40qty: number;
}

export const fclInquiryColumns: ColumnSpec<FclInquiry>[] = [
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
  { label: 'doorAddress', field: 'loadingarea' },
  { label: 'tradeTerm', field: 'tradeterm' },
  { label: 'quantity20gp', field: 'gp20qty' },
  { label: 'quantity40hq', field: 'hq40qty' },
];

import type { ColumnSpec } from '../../components/tableColumns';

/** Who asked, when, and where the cargo is collected: the first columns of the rail and full-container inquiry lists. */
export interface InquiryHead {
  id: string;
  quotationdate: string;
  createdby: string;
  portofdistributioncode: string;
}

export const inquiryHeadColumns: ColumnSpec<InquiryHead>[] = [
  { label: 'inquiryDate', field: 'quotationdate' },
  { label: 'inquirer', field: 'createdby' },
  { label: 'collectionPlace', field: 'portofdistributioncode' },
];

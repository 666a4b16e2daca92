import type { RailInquiryRow } from '@freight/domain';
import type { ColumnSpec } from '../../components/tableColumns';

/** Who asked, when, and where the cargo is collected: the first columns of the rail and full-container inquiry lists. */
export type InquiryHead = Pick<RailInquiryRow, 'quotationdate' | 'createdby' | 'portofdistributioncode'>;

export const inquiryHeadColumns: ColumnSpec<InquiryHead>[] = [
  { label: 'inquiryDate', field: 'quotationdate', card: 'fact' },
  { label: 'inquirer', field: 'createdby' },
  { label: 'collectionPlace', field: 'portofdistributioncode' },
];

import type { RailInquiryRow } from '@freight/domain';
import { dateColumn } from '../../components/columns/dateColumn';
import { isoDay } from '../../components/rates/dates';
import type { ColumnSpec } from '../../components/tableColumns';

/** Who asked, when, and where the cargo is collected: the first columns of the rail and full-container inquiry lists. */
export type InquiryHead = Pick<RailInquiryRow, 'quotationdate' | 'createdby' | 'portofdistributioncode'>;

/** The day asked, on one line: the list's first column. */
export const inquiryDateColumn = <Row extends object>(field: keyof Row & string): ColumnSpec<Row> => ({ ...dateColumn('inquiryDate', field, isoDay), card: 'fact' });

/** Who asked and where the cargo is collected, in the row's details. */
export const inquiryHeadDetails: ColumnSpec<InquiryHead>[] = [
  { label: 'inquirer', field: 'createdby', secondary: true },
  { label: 'collectionPlace', field: 'portofdistributioncode', secondary: true },
];

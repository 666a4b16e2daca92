import type { ColumnSpec } from '../../components/tableColumns';

/** A rail LCL rate as the gateway lists it (portal.md §3, rate record). */
export interface RailLclRate {
  rwlclrateid: string;
  portofloadingcode: string;
  portofdischargecode: string;
  finaldestinationcode: string;
  price: { salesprice: number }[];
  senddatetime: string;
  blclosetime: string;
  closingtime: string;
  voyage: string;
  effectdate: string;
  expireddate: string;
  remark: string;
}

export const railLclColumns: ColumnSpec<RailLclRate>[] = [
  { label: 'departureStation', field: 'portofloadingcode' },
  { label: 'exitPort', field: 'portofdischargecode' },
  { label: 'destinationStation', field: 'finaldestinationcode' },
  { label: 'freight', field: 'price' },
  { label: 'etd', field: 'senddatetime' },
  { label: 'docCutoff', field: 'blclosetime' },
  { label: 'ladenCutoff', field: 'closingtime' },
  { label: 'voyageDays', field: 'voyage' },
  { label: 'validity' },
  { label: 'remark', field: 'remark' },
];

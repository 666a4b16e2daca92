import type { ColumnSpec } from '../../components/tableColumns';

/** A rail FCL (40HQ COC/SOC) rate as the gateway lists it (portal.md §3, rate record). */
export interface RailFclRate {
  rwrateid: string;
  portofloadingcode: string;
  portofdischargecode: string;
  finaldestinationcode: string;
  price20: number;
  pricehc: number;
  senddatetime: string;
  pickupctnaddress: string;
  blclosetime: string;
  closingtime: string;
  voyage: string;
  effectdate: string;
  expireddate: string;
  remark: string;
}

export const railFclColumns: ColumnSpec<RailFclRate>[] = [
  { label: 'departureStation', field: 'portofloadingcode' },
  { label: 'exitPort', field: 'portofdischargecode' },
  { label: 'destinationStation', field: 'finaldestinationcode' },
  { label: 'cocPrice', field: 'price20' },
  { label: 'socPrice', field: 'pricehc' },
  { label: 'etd', field: 'senddatetime' },
  { label: 'pickupAddress', field: 'pickupctnaddress' },
  { label: 'docCutoff', field: 'blclosetime' },
  { label: 'ladenCutoff', field: 'closingtime' },
  { label: 'voyageDays', field: 'voyage' },
  { label: 'validity' },
  { label: 'remark', field: 'remark' },
  { label: 'inquiry' },
];

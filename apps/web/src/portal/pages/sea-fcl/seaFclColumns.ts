import type { ColumnSpec } from '../../components/tableColumns';

/** A sea FCL rate row as the gateway lists it (portal.md §3, ocean FCL rate row). */
export interface SeaFclRate {
  fclrateid: string;
  carriercode: string;
  portofloadingcode: string;
  portoftranshipped: string;
  portoftranshipped2: string;
  finaldestination: string;
  carriertradelane: string;
  etddate: string;
  transittime: number;
  currencycode: string;
  price20: number;
  price40: number;
  pricehc: number;
  price40nor: number;
  effectdate: string;
  expireddate: string;
  remark: string;
}

export const seaFclColumns: ColumnSpec<SeaFclRate>[] = [
  { label: 'carrier', field: 'carriercode' },
  { label: 'loadingPort', field: 'portofloadingcode' },
  { label: 'transshipmentPort', field: 'portoftranshipped' },
  { label: 'finalDestination', field: 'finaldestination' },
  { label: 'tradeLane', field: 'carriertradelane' },
  { label: 'sailing', field: 'etddate' },
  { label: 'transitDays', field: 'transittime' },
  { label: 'currency', field: 'currencycode' },
  { code: '20GP', field: 'price20' },
  { code: '40GP', field: 'price40' },
  { code: '40HC', field: 'pricehc' },
  { code: '40NOR', field: 'price40nor' },
  { label: 'validity' },
  { label: 'remark', field: 'remark' },
  { label: 'inquiry' },
];

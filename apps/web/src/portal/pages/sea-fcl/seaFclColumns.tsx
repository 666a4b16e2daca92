import { Tooltip } from 'antd';
import type { SeaRate } from '../../api/seaRates';
import { dateColumn } from '../../components/columns/dateColumn';
import { placeColumn } from '../../components/columns/placeColumn';
import { priceColumn, remarkColumn, validityColumn } from '../../components/columns/rateColumns';
import { monthDay } from '../../components/rates/dates';
import type { ColumnSpec } from '../../components/tableColumns';
import { CarrierCell } from './CarrierCell';
import { Transshipment } from './Transshipment';

/** Sea FCL rate columns (portal.md §2, sea FCL page); dates in month.day. */
export const seaFclColumns: ColumnSpec<SeaRate>[] = [
  { label: 'carrier', field: 'carriercode', render: (row) => <CarrierCell rate={row} />, card: 'fact' },
  { ...placeColumn('loadingPort', 'portofloadingcode'), card: 'route' },
  { label: 'transshipmentPort', field: 'portoftranshipped', render: (row) => <Transshipment rate={row} /> },
  { ...placeColumn('finalDestination', 'finaldestination'), card: 'route' },
  placeColumn('tradeLane', 'carriertradelane'),
  { ...dateColumn('sailing', 'etddate', monthDay), card: 'fact' },
  {
    label: 'transitDays',
    field: 'transittime',
    render: (row) => (row.transittimeinfo ? <Tooltip title={row.transittimeinfo}>{row.transittime}</Tooltip> : row.transittime),
    card: 'fact',
  },
  { label: 'currency', field: 'currencycode', card: 'fact' },
  priceColumn({ code: '20GP' }, 'price20'),
  priceColumn({ code: '40GP' }, 'price40'),
  priceColumn({ code: '40HC' }, 'pricehc'),
  priceColumn({ code: '40NOR' }, 'price40nor'),
  validityColumn(monthDay),
  remarkColumn(),
];

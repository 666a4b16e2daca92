import type { RailFclRate } from '../../api/railRates';
import { railCutoffColumns, railEtdColumn, railRouteColumns } from '../../components/columns/railColumns';
import { priceColumn, remarkColumn, validityColumn } from '../../components/columns/rateColumns';
import { monthDay } from '../../components/rates/dates';
import type { ColumnSpec } from '../../components/tableColumns';

const currency = (row: RailFclRate) => row.currencycode;

/** Rail FCL rate columns (portal.md §2, rail FCL page); validity in month.day. */
export const railFclColumns: ColumnSpec<RailFclRate>[] = [
  ...railRouteColumns,
  priceColumn({ label: 'cocPrice' }, 'price20', currency),
  priceColumn({ label: 'socPrice' }, 'pricehc', currency),
  railEtdColumn,
  { label: 'pickupAddress', field: 'XC__pickupctnaddress', sortValue: (row) => row.XC__pickupctnaddress },
  ...railCutoffColumns,
  validityColumn(monthDay),
  remarkColumn(),
];

/** Once rates arrive they are sorted by departure station, ascending. */
export const railFclInitialSort = { key: 'departureStation', order: 'asc' } as const;

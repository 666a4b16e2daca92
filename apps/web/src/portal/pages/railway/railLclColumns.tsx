import { Flex } from 'antd';
import { amountOf } from '../../api/money';
import type { RailLclRate, RailPrice } from '../../api/railRates';
import { railCutoffColumns, railEtdColumn, railRouteColumns } from '../../components/columns/railColumns';
import { remarkColumn, validityColumn } from '../../components/columns/rateColumns';
import { railDate } from '../../components/rates/dates';
import { Price } from '../../components/rates/Price';
import type { ColumnSpec } from '../../components/tableColumns';

/** The rate of an LCL row is its first price entry. */
export const firstSalesPrice = (row: RailLclRate) => amountOf(row.price?.[0]?.salesprice);

function Freight({ prices }: { prices: RailPrice[] | undefined }) {
  return (
    <Flex vertical>
      {(prices ?? []).map((entry, index) => (
        <Price key={index} value={entry.salesprice} currency={entry.currencycode} unit={entry.unit} />
      ))}
    </Flex>
  );
}

/** Rail LCL rate columns (portal.md §2, rail LCL rate page). */
export const railLclColumns: ColumnSpec<RailLclRate>[] = [
  ...railRouteColumns,
  { label: 'freight', field: 'price', render: (row) => <Freight prices={row.price} />, sortValue: firstSalesPrice, card: 'fact' },
  railEtdColumn,
  ...railCutoffColumns,
  validityColumn(railDate),
  remarkColumn(),
];

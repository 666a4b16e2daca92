import type { TableProps } from 'antd';
import type { ListColumn } from './useColumns';

/**
 * The order a list is sorted in on the server, as RuoYi sends it: `orderByColumn` (the column's key) and `isAsc`
 * (Ant Design's order names, which the server accepts beside RuoYi's). Empty: the list's own default order.
 */
export interface ListSort {
  orderByColumn?: string;
  isAsc?: 'ascend' | 'descend';
}

type Sorter<T> = Parameters<NonNullable<TableProps<T>['onChange']>>[2];

/** The order a header click asks for; a third click on the same header goes back to the default order. */
export function sortOf<T>(sorter: Sorter<T>): ListSort {
  const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
  return chosen?.order && chosen.columnKey ? { orderByColumn: String(chosen.columnKey), isAsc: chosen.order } : {};
}

/** Columns marked `sorter: true` sort on the server; each shows whether the list is sorted by it. */
export const withSortOrder = <T>(columns: readonly ListColumn<T>[], sort: ListSort): ListColumn<T>[] =>
  columns.map((c) => (c.sorter ? { ...c, sortOrder: sort.orderByColumn === c.key ? (sort.isAsc ?? null) : null } : c));

/** What a column spreads in to sort on the server by its key. */
export const sortable = { sorter: true } as const;

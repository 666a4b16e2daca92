import type { InquiryDeskMode, InquiryDeskSortColumn } from '@freight/domain';
import type { TableProps } from 'antd';
import { useState } from 'react';
import { useListScreen, type ListColumn, type ListParams } from '../../../components/list';
import { deskApi, type DeskRow } from './api';

type Sort = { orderByColumn?: InquiryDeskSortColumn; isAsc?: 'ascend' | 'descend' };
export type Sortable = (column: InquiryDeskSortColumn) => { sorter: true; sortOrder: 'ascend' | 'descend' | null };

/**
 * A desk list: the list-screen kit plus sorting on the server. A column header click sorts (and keeps
 * the filters); a new search keeps the chosen sort.
 */
export function useDeskList<R extends DeskRow>(mode: InquiryDeskMode, columnsOf: (sortable: Sortable) => ListColumn<R>[]) {
  const [sort, setSort] = useState<Sort>({});
  const sortable: Sortable = (column) => ({ sorter: true, sortOrder: sort.orderByColumn === column ? (sort.isAsc ?? null) : null });
  const list = useListScreen<R>({ key: `inquiry-desk-${mode}`, fetch: deskApi.list<R>(mode), rowKey: 'inquiryId', columns: columnsOf(sortable) });

  const onChange: TableProps<R>['onChange'] = (_pagination, _filters, sorter) => {
    const chosen = Array.isArray(sorter) ? sorter[0] : sorter;
    const next: Sort = chosen?.order ? { orderByColumn: chosen.columnKey as InquiryDeskSortColumn, isAsc: chosen.order } : {};
    const { orderByColumn: _column, isAsc: _order, ...filters } = list.query.filters as ListParams;
    setSort(next);
    list.query.search({ ...filters, ...next });
  };
  const onSearch = (values: Record<string, unknown>) => list.searchProps.onSearch({ ...values, ...sort });

  return {
    ...list,
    searchProps: { ...list.searchProps, onSearch },
    tableProps: { ...list.tableProps, onChange },
    exportFile: () => void deskApi.exportFile(mode, list.query.params),
  };
}

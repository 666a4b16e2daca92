import { Form, type TableProps } from 'antd';
import { useState } from 'react';
import type { TableReply } from '../../../shared/request/reply';
import type { ListParams } from './crudApi';
import { recentRange, toQueryParams } from './queryParams';
import { rangeParams } from './rangeParams';
import { sortOf, withSortOrder, type ListSort } from './sorting';
import { useColumns, type ListColumn } from './useColumns';
import { useListQuery } from './useListQuery';
import { useSelection } from './useSelection';

export interface ListScreenOptions<T> {
  key: string;
  fetch: (params: ListParams) => Promise<TableReply<T>>;
  rowKey: keyof T & string;
  columns: readonly ListColumn<T>[];
  /** Search-form values the list starts with; reset goes back to them. */
  initialValues?: Record<string, unknown>;
  /** The list has a creation-time range (DateRangeField) that opens, and resets, on the last 90 days (recentRange). */
  recent?: boolean;
  paged?: boolean;
  enabled?: boolean;
}

/** The list parameters of search-form values: the creation-time range as `params`, other day ranges by their names. */
const paramsOf = (values: Record<string, unknown>) => rangeParams(toQueryParams(values));

/**
 * Everything a list screen holds: the search form, the query, the sort, the selection, the visible columns and
 * whether the search form is shown. Hands out ready props for SearchForm, ListToolbar, ListTable and Pagination.
 * Columns with `sorter: true` sort on the server (a header click keeps the filters; a new search keeps the sort).
 */
export function useListScreen<T extends object>({ key, fetch, rowKey, columns, initialValues = {}, recent, paged = true, enabled }: ListScreenOptions<T>) {
  const [form] = Form.useForm();
  // The recent days are fixed when the list opens, so a reset goes back to the same days.
  const [since] = useState(() => (recent ? recentRange() : {}));
  const start = { ...since, ...initialValues };
  const [showSearch, setShowSearch] = useState(true);
  const [sort, setSort] = useState<ListSort>({});
  const query = useListQuery<T>({ key, fetch, initialFilters: paramsOf(start), paged, enabled });
  const selection = useSelection<T>();
  const shown = useColumns(key, columns);

  const search = (values: Record<string, unknown>) => {
    selection.clear();
    query.search({ ...paramsOf(values), ...sort });
  };
  const refresh = () => {
    selection.clear();
    query.refresh();
  };
  const onChange: TableProps<T>['onChange'] = (_pagination, _filters, sorter) => {
    const next = sortOf(sorter);
    const { orderByColumn: _column, isAsc: _order, ...filters } = query.filters;
    setSort(next);
    selection.clear();
    query.search({ ...filters, ...next });
  };

  return {
    query,
    selection,
    refresh,
    searchProps: { form, initialValues: start, hidden: !showSearch, onSearch: search },
    toolbarProps: {
      selectedCount: selection.keys.length,
      showSearch,
      onShowSearchChange: setShowSearch,
      onRefresh: refresh,
      columns: shown.toolbarColumns,
      onColumnsChange: shown.setToolbarColumns,
    },
    tableProps: {
      rowKey, columns: withSortOrder(shown.visibleColumns, sort), dataSource: query.rows, loading: query.loading, rowSelection: selection.rowSelection, onChange,
    },
    paginationProps: { total: query.total, pageNum: query.pageNum, pageSize: query.pageSize, onChange: query.changePage },
  };
}

import { Form } from 'antd';
import { useState } from 'react';
import type { TableReply } from '../../../shared/request/reply';
import type { ListParams } from './crudApi';
import { toQueryParams } from './queryParams';
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
  paged?: boolean;
  enabled?: boolean;
}

/**
 * Everything a list screen holds: the search form, the query, the selection, the visible columns and
 * whether the search form is shown. Hands out ready props for SearchForm, ListToolbar, ListTable and Pagination.
 */
export function useListScreen<T extends object>({ key, fetch, rowKey, columns, initialValues = {}, paged = true, enabled }: ListScreenOptions<T>) {
  const [form] = Form.useForm();
  const [showSearch, setShowSearch] = useState(true);
  const query = useListQuery<T>({ key, fetch, initialFilters: toQueryParams(initialValues), paged, enabled });
  const selection = useSelection<T>();
  const shown = useColumns(columns);

  const search = (values: Record<string, unknown>) => {
    selection.clear();
    query.search(toQueryParams(values));
  };
  const refresh = () => {
    selection.clear();
    query.refresh();
  };

  return {
    query,
    selection,
    refresh,
    searchProps: { form, initialValues, hidden: !showSearch, onSearch: search },
    toolbarProps: {
      selectedCount: selection.keys.length,
      showSearch,
      onShowSearchChange: setShowSearch,
      onRefresh: refresh,
      columns: shown.toolbarColumns,
      onColumnsChange: shown.setToolbarColumns,
    },
    tableProps: { rowKey, columns: shown.visibleColumns, dataSource: query.rows, loading: query.loading, rowSelection: selection.rowSelection },
    paginationProps: { total: query.total, pageNum: query.pageNum, pageSize: query.pageSize, onChange: query.changePage },
  };
}

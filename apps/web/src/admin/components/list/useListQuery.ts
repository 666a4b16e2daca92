import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { TableReply } from '../../../shared/request/reply';
import { defaultPageSize, firstPage } from '../Pagination';
import type { ListParams } from './crudApi';

export interface ListQueryOptions<T> {
  /** Names the list in the query cache. */
  key: string;
  fetch: (params: ListParams) => Promise<TableReply<T>>;
  /** Filters the list starts with (and goes back to on reset). */
  initialFilters?: ListParams;
  /** Lists without pages (trees) send no pageNum/pageSize. */
  paged?: boolean;
  /** Waits until false turns true (a filter that must be loaded first). */
  enabled?: boolean;
}

/** The state of a list: its filters, page, rows and total; searching goes back to the first page. */
export function useListQuery<T>({ key, fetch, initialFilters = {}, paged = true, enabled = true }: ListQueryOptions<T>) {
  const [filters, setFilters] = useState<ListParams>(initialFilters);
  const [page, setPage] = useState({ pageNum: firstPage, pageSize: defaultPageSize });
  const params = useMemo(() => (paged ? { ...filters, ...page } : filters), [filters, page, paged]);
  const query = useQuery({ queryKey: ['list', key, params], queryFn: () => fetch(params), placeholderData: keepPreviousData, enabled });

  return {
    params,
    filters,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
    rows: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    // Searching again with the same filters on the first page reads the list afresh, as staff expect of the button.
    search: (next: ListParams) => {
      const again = page.pageNum === firstPage && JSON.stringify(next) === JSON.stringify(filters);
      setFilters(next);
      setPage((current) => ({ ...current, pageNum: firstPage }));
      if (again) void query.refetch();
    },
    changePage: (pageNum: number, pageSize: number) => setPage({ pageNum, pageSize }),
    refresh: () => void query.refetch(),
  };
}

import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { listPageSizes } from '@freight/domain';

/**
 * The pages of a list whose rows all arrived at once (the rate lists: up to 100 rates a search), shown 10, 20, 50
 * or 100 at a time (portal.md §9). Drawing all 100 rows of the rail list at once held the browser's main thread for
 * about 0.4 s. The rows come sorted and filtered whole, so a sort orders every row, not the page shown; whenever they
 * change (a new search, sort or filter) the list goes back to its first page. No pager while the rows fit the smallest page.
 * The table pages itself with it; the phone's cards take the page's rows (`rowsOnPage`) under the same pager.
 */
export function useRowPages(rows: readonly unknown[]): TablePaginationConfig | false {
  const [pages, setPages] = useState({ rows, current: 1, pageSize: listPageSizes[0] as number });
  const current = pages.rows === rows ? pages.current : 1;
  if (rows.length <= listPageSizes[0]) return false;
  return {
    current,
    pageSize: pages.pageSize,
    total: rows.length,
    pageSizeOptions: [...listPageSizes],
    showSizeChanger: true,
    onChange: (page, pageSize) => setPages({ rows, current: pageSize === pages.pageSize ? page : 1, pageSize }),
  };
}

/** The rows of the page shown (all of them when the list has no pager). */
export function rowsOnPage<Row>(rows: readonly Row[], pages: TablePaginationConfig | false): readonly Row[] {
  if (!pages) return rows;
  const { current = 1, pageSize = listPageSizes[0] } = pages;
  return rows.slice((current - 1) * pageSize, current * pageSize);
}

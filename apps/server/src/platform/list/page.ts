import type { PageQuery } from '@freight/domain';

/** One page of a list and how many rows the whole list has. */
export interface Page<T> {
  rows: T[];
  total: number;
}

export interface PageWindow {
  limit: number;
  offset: number;
}

export const pageWindow = ({ pageNum, pageSize }: PageQuery): PageWindow => ({ limit: pageSize, offset: (pageNum - 1) * pageSize });

/**
 * Reads one page of a list: `rows` gets the window (`limit`/`offset` from pageNum and pageSize), `total`
 * counts with the same filter. Services build both queries from one `where`, so the two always agree; they
 * run side by side, so a page waits for the slower of the two rather than for both in turn.
 */
export async function findPage<T>(page: PageQuery, rows: (window: PageWindow) => Promise<T[]>, total: () => Promise<number>): Promise<Page<T>> {
  const [found, count] = await Promise.all([rows(pageWindow(page)), total()]);
  return { rows: found, total: count };
}

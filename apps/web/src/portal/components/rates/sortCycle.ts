export type SortOrder = 'asc' | 'desc';

/** The one column a list is sorted by; no state means the server's order. */
export interface SortState {
  key: string;
  order: SortOrder;
}

/**
 * A click on a column's sort: none → ascending → descending → none. A column other than the sorted one
 * starts at ascending and the previous column's sort is cleared.
 */
export function nextSort(current: SortState | undefined, key: string): SortState | undefined {
  if (current?.key !== key) return { key, order: 'asc' };
  return current.order === 'asc' ? { key, order: 'desc' } : undefined;
}

export type SortValue = string | number | undefined | null;

/**
 * Compares two sort values: numbers (and numeric text) by value, other text by the visitor's collation with
 * numbers inside read as numbers. Missing values (and masked prices) go last in either direction.
 */
export function compareSortValues(a: SortValue, b: SortValue, order: SortOrder): number {
  const missingA = a === undefined || a === null || a === '';
  const missingB = b === undefined || b === null || b === '';
  if (missingA || missingB) return missingA === missingB ? 0 : missingA ? 1 : -1;
  const numA = typeof a === 'number' ? a : Number(a);
  const numB = typeof b === 'number' ? b : Number(b);
  const direction = order === 'asc' ? 1 : -1;
  if (Number.isFinite(numA) && Number.isFinite(numB)) return (numA - numB) * direction;
  return String(a).localeCompare(String(b), undefined, { numeric: true }) * direction;
}

/** The rows in the order of `sort` (stable; equal rows keep the server's order); the rows unchanged without a sort. */
export function sortRows<Row>(rows: readonly Row[], sort: SortState | undefined, valueOf: (key: string, row: Row) => SortValue): Row[] {
  if (!sort) return [...rows];
  return rows
    .map((row, index) => ({ row, index, value: valueOf(sort.key, row) }))
    .sort((x, y) => compareSortValues(x.value, y.value, sort.order) || x.index - y.index)
    .map(({ row }) => row);
}

import { describe, expect, it } from 'vitest';
import { compareSortValues, nextSort, sortRows, type SortState } from './sortCycle';

describe('the sort cycle', () => {
  it('goes none → ascending → descending → none on the same column', () => {
    const first = nextSort(undefined, 'etd');
    expect(first).toEqual({ key: 'etd', order: 'asc' });
    const second = nextSort(first, 'etd');
    expect(second).toEqual({ key: 'etd', order: 'desc' });
    expect(nextSort(second, 'etd')).toBeUndefined();
  });

  it('starts a newly chosen column at ascending and clears the one sorted before', () => {
    expect(nextSort({ key: 'etd', order: 'desc' }, 'voyage')).toEqual({ key: 'voyage', order: 'asc' });
    expect(nextSort({ key: 'etd', order: 'asc' }, 'voyage')).toEqual({ key: 'voyage', order: 'asc' });
  });
});

describe('sorting rows', () => {
  const rows = [
    { id: 'a', value: 10 as number | string | undefined },
    { id: 'b', value: undefined },
    { id: 'c', value: 2 },
    { id: 'd', value: '***' },
    { id: 'e', value: 10 },
  ];
  const ids = (sort: SortState | undefined) => sortRows(rows, sort, (_key, row) => (row.value === '***' ? undefined : row.value)).map((row) => row.id);

  it('keeps the server order without a sort', () => {
    expect(ids(undefined)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('sorts numbers by value, keeps equal rows in order and puts missing values last either way', () => {
    expect(ids({ key: 'value', order: 'asc' })).toEqual(['c', 'a', 'e', 'b', 'd']);
    expect(ids({ key: 'value', order: 'desc' })).toEqual(['a', 'e', 'c', 'b', 'd']);
  });

  it('reads numeric text as numbers and other text with numbers inside', () => {
    expect(compareSortValues('9', '10', 'asc')).toBeLessThan(0);
    expect(compareSortValues('Berth 9', 'Berth 10', 'asc')).toBeLessThan(0);
    expect(compareSortValues('ALASC', 'ERLIA', 'desc')).toBeGreaterThan(0);
  });
});

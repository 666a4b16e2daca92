import { useCallback, useState } from 'react';
import { nextSort, type SortState } from './sortCycle';

/**
 * A list's sort through the none / ascending / descending cycle. The sort starts at `initial` and returns
 * there whenever `resetKey` changes (new data); with a fixed resetKey the chosen sort stays and is applied
 * again to whatever rows arrive.
 */
export function useSortCycle(initial?: SortState, resetKey: unknown = undefined) {
  const [state, setState] = useState<{ resetKey: unknown; sort?: SortState }>({ resetKey, sort: initial });
  const sort = Object.is(state.resetKey, resetKey) ? state.sort : initial;
  const toggle = useCallback((key: string) => setState({ resetKey, sort: nextSort(sort, key) }), [resetKey, sort]);
  const set = useCallback((next: SortState | undefined) => setState({ resetKey, sort: next }), [resetKey]);
  return { sort, toggle, set };
}
